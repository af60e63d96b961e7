import { HEALTH } from '#shared/constants.js';

// The health pages' contents (member-portal sections 2 and 9): one table, read by
// /b2c/chealth/:topic. The claims are the spec's; the wording is ours.

export type HealthTopicId = (typeof HEALTH.topics)[number];

export interface HealthTopic {
  title: string;
  /** The headline claim. */
  claim: string;
  points: string[];
  /** States or people the benefit does not cover, when the spec names them. */
  limits?: string;
}

export const HEALTH_TOPICS: Record<HealthTopicId, HealthTopic> = {
  pharmacy: {
    title: 'Pharmacy savings',
    claim: 'Save 10% to 85% on prescriptions at more than 60,000 pharmacies.',
    points: [
      'Show your member card at the counter of a participating pharmacy.',
      'Compare prices near you before you fill a prescription.',
      'Covers brand-name and generic drugs, for you and your family.',
    ],
  },
  dental: {
    title: 'Dental savings',
    claim: 'Save 20% to 40% on dental care at more than 160,000 dental locations.',
    points: ['Cleanings, fillings, crowns and more.', 'Find a participating dentist with Locate Provider.'],
    limits: 'The dental discount is not available in Vermont.',
  },
  vision: {
    title: 'Vision savings',
    claim: 'Save 10% to 60% on eye exams, frames and lenses at more than 20,000 providers.',
    points: ['Eye exams, frames, lenses and contact lenses.', 'Find a participating eye doctor with Locate Provider.'],
  },
  diabetic: {
    title: 'Diabetic supplies',
    claim: 'Diabetic supply packages from $29.99 to $169.99 a month, delivered to your door.',
    points: [
      'Meters, test strips, lancets and more in one package.',
      'Packages are re-billed every 3 months; you get a notice 10 days before each delivery.',
    ],
  },
  hearing: {
    title: 'Hearing aids',
    claim: 'Hearing aids at member prices, with a 60-day trial and a 3-year warranty.',
    points: ['Try your hearing aids for 60 days.', 'A 3-year warranty on every device.'],
    limits: 'The hearing benefit is not available to anyone under 18.',
  },
  chiro: {
    title: 'Chiropractic savings',
    claim: 'Save 30% to 50% on chiropractic care at more than 3,000 chiropractors.',
    points: ['Adjustments, exams and x-rays.', 'Find a participating chiropractor with Locate Provider.'],
  },
  lab: {
    title: 'Lab testing',
    claim: 'Save 10% to 80% on lab tests at more than 1,500 labs.',
    points: ['Blood work, cholesterol, thyroid and other common tests.', 'Results are sent to you and your doctor.'],
    limits: 'Lab testing is not available in Maryland, New Jersey, New York or Rhode Island.',
  },
  mri: {
    title: 'MRI and CT scans',
    claim: 'Save 40% to 75% on MRI and CT scans.',
    points: ['At accredited imaging centers.', 'Your doctor orders the scan; you pay the member price.'],
  },
  imaging: {
    title: 'Diagnostic imaging',
    claim: 'Save 40% to 75% on diagnostic imaging.',
    points: ['X-rays, ultrasounds, mammograms and more.', 'At accredited imaging centers near you.'],
  },
};

export const isHealthTopic = (topic: string | undefined): topic is HealthTopicId =>
  (HEALTH.topics as readonly string[]).includes(topic ?? '');
