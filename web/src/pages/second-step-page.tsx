import { SecondStep } from '../features/second-factor/second-step';

// /secondstep: staff's second step after the password, before the admin area (ADR 0090).
export default function SecondStepPage() {
  return <SecondStep />;
}
