'use client';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/** The dialog wrapper every modal uses: native <dialog>, focus kept inside, Escape closes unless blocking. */
export function Modal({ open, title, onClose, children, blocking = false, size = 'md' }: {
  open: boolean;
  title: ReactNode;
  onClose?: () => void;
  children: ReactNode;
  blocking?: boolean;
  size?: 'sm' | 'md' | 'lg';
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const width = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl' }[size];
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`m-auto w-[calc(100%-2rem)] ${width} rounded-xl bg-white p-0 text-stone-800 shadow-2xl backdrop:bg-stone-950/50`}
      onCancel={(event) => {
        event.preventDefault();
        if (!blocking) onClose?.();
      }}
    >
      {open && (
        <div className="flex flex-col">
          <div className="flex items-center justify-between border-b border-stone-200 px-5 py-3">
            <h2 id={titleId} className="text-base font-semibold">{title}</h2>
            {!blocking && onClose && (
              <button type="button" onClick={onClose} className="rounded p-1 text-stone-500 hover:bg-stone-100" aria-label="close">
                <X size={18} />
              </button>
            )}
          </div>
          <div className="px-5 py-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
