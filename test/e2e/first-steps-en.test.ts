// WCAG 2.2 AA on the first steps, purchases and tracking, in English (see firstSteps.ts).
import { auditFirstSteps, auditLayout } from './firstSteps';

auditFirstSteps('en');
auditLayout();

