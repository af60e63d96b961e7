import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '#shared/routes.js';
import type { SetupImageKind } from '#shared/schemas/admin-setup.js';
import { ApiError, callApi, uploadApi } from '#web/lib/api-client.js';
import { homeDataQueryKey } from '#web/lib/query-keys.js';
import { readItem } from '#web/lib/session-storage.js';

// Platform Setup: the co-op's branding, slides and card art (admin/getsetup), their saves and
// image uploads. A save refetches the setup data and the app's home data (the admin's own theme
// and home then show the change); a 409 (someone else saved first) reloads the current data.

const credentials = () => readItem('credentials');
export const SETUP_KEY = ['admin-setup'] as const;

export const setupQueryOptions = () =>
  queryOptions({
    queryKey: SETUP_KEY,
    queryFn: ({ signal }) => callApi('admin/getsetup', { credentials: credentials() }, { signal }),
    retry: false,
    // The forms edit what was loaded; only a save or a conflict loads again.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useSetup = () => useQuery(setupQueryOptions());

type Body<P extends 'admin/savebranding' | 'admin/saveslides'> = Omit<RequestOf<P>, 'credentials'>;

function useAfterSave() {
  const queryClient = useQueryClient();
  return {
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SETUP_KEY }),
        queryClient.invalidateQueries({ queryKey: homeDataQueryKey }),
      ]),
    onError: (error: Error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: SETUP_KEY });
    },
  };
}

export function useSaveBranding() {
  const after = useAfterSave();
  return useMutation(
    mutationOptions({
      mutationFn: (body: Body<'admin/savebranding'>) =>
        callApi('admin/savebranding', { credentials: credentials(), ...body }),
      ...after,
    }),
  );
}

export function useSaveSlides() {
  const after = useAfterSave();
  return useMutation(
    mutationOptions({
      mutationFn: (body: Body<'admin/saveslides'>) =>
        callApi('admin/saveslides', { credentials: credentials(), ...body }),
      ...after,
    }),
  );
}

/** The file's extension as the route wants it, or null for anything but JPG and PNG. */
export function imageExtension(file: File): 'jpg' | 'png' | null {
  const ext = /\.(jpe?g|png)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (ext === 'png' || file.type === 'image/png') return 'png';
  if (ext === 'jpg' || ext === 'jpeg' || file.type === 'image/jpeg') return 'jpg';
  return null;
}

/** Uploads a logo, slide image or card art; answers its new key and address. */
export function uploadCoopImage(kind: SetupImageKind, file: File, ext: 'jpg' | 'png') {
  const filename = `${kind}.${ext}`;
  const form = new FormData();
  form.set('file', file, filename);
  form.set('data', JSON.stringify({ credentials: credentials() }));
  return uploadApi('admin/uploadcoopimage', form, { filename });
}

/** Logo and card art are set on the co-op by the upload itself: reload what shows them. */
export function useImageSaved() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SETUP_KEY }),
      queryClient.invalidateQueries({ queryKey: homeDataQueryKey }),
    ]);
}
