// WCAG 2.2 AA on the first steps, purchases and tracking, in Portuguese (see firstSteps.ts).
import { auditFirstSteps } from './firstSteps';

auditFirstSteps('pt');
