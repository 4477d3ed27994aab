// WCAG 2.2 AA past the first steps, in Portuguese (see journeys.ts).
import { auditJourneys } from './journeys';

auditJourneys('pt');
