/** Toasts: top-right, 4 seconds, at most 3 visible. */
export const TOAST_OPTIONS = {
  position: 'top-right',
  duration: 4000,
  visibleToasts: 3,
  richColors: true,
  closeButton: true,
} as const;
