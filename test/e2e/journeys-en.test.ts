// WCAG 2.2 AA past the first steps, in English (see journeys.ts).
import { auditJourneys } from './journeys';

auditJourneys('en');
