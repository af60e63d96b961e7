import { useSyncExternalStore } from 'react';
import { readActivation } from './session-storage';

// Which account modal is open. The shell's buttons, pages and features open modals by name; the
// member layout's modal host renders them (features never import each other's components).

export type ModalName = 'login' | 'signup' | 'activation' | 'reset' | 'account' | 'logout';
export type AccountTab = 'membership' | 'account' | 'savings';

export interface ModalState {
  name: ModalName | null;
  /** Login modal: start on the forgot-password view. */
  recover?: boolean;
  /** My Account modal: the tab to show (membership, account or savings). */
  tab?: AccountTab;
  /** Where a successful login or sign-up goes; /b2c/chome when absent. */
  next?: string;
}

let state: ModalState = { name: null };
const listeners = new Set<() => void>();

export function openModal(name: ModalName, options: Omit<ModalState, 'name'> = {}): void {
  state = { name, ...options };
  listeners.forEach((listener) => listener());
}

export function closeModal(): void {
  if (state.name === null) return;
  state = { name: null };
  listeners.forEach((listener) => listener());
}

export function currentModal(): ModalState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useModalState(): ModalState {
  return useSyncExternalStore(subscribe, currentModal, currentModal);
}

/**
 * Create Account and Login: with a stored activation record both open the
 * set-password screen instead.
 */
export function openAccountEntry(name: 'signup' | 'login', options: Omit<ModalState, 'name'> = {}): void {
  openModal(readActivation() ? 'activation' : name, options);
}
