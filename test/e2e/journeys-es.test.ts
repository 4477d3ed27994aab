// WCAG 2.2 AA past the first steps, in Spanish (see journeys.ts).
import { auditJourneys } from './journeys';

auditJourneys('es');
