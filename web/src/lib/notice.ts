// What a form check or a failed call tells the person: the spec's alert title (if any), message
// and tone (error, warning, success or info).

export type NoticeTone = 'error' | 'warning' | 'success' | 'info';

export interface Notice {
  title?: string;
  message: string;
  tone: NoticeTone;
}

export const notice = (message: string, title?: string, tone: NoticeTone = 'error'): Notice => ({
  message,
  title,
  tone,
});

export const TONE_COLOR: Record<NoticeTone, string> = {
  error: 'red',
  warning: 'yellow',
  success: 'green',
  info: 'blue',
};
