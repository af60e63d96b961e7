import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client.js';

// Staff's second step (ADR 0090): where the session stands (a new app's secret at the first staff
// login), the app's confirmation, and the step with a code or a recovery code.

export const secondStepQueryKey = ['second-step'] as const;

export function useSecondStepState(enabled: boolean) {
  // Never cached across visits: a new secret is shown only to the session setting it up.
  return useQuery({
    queryKey: secondStepQueryKey,
    queryFn: () => callApi('b2c/secondstep', {}),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    enabled,
  });
}

export function useEnrolTotp() {
  return useMutation({ mutationFn: (code: string) => callApi('b2c/enroltotp', { code }) });
}

export function usePassSecondStep() {
  return useMutation({ mutationFn: (code: string) => callApi('b2c/passsecondstep', { code }) });
}
