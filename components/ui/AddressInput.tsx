'use client';
import { useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { toast } from '@/lib/feedback/toast';
import styles from './Field.module.css';
import { FieldFrame } from './FieldFrame';
import { FieldInput } from './FieldInput';

interface AddressInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  error?: string;
  /** A warning that does not block, e.g. "looks like an address from your records". */
  warning?: ReactNode;
  disabled?: boolean;
}

/**
 * An address field: no autocorrect or capitalisation, read left-to-right, trimmed, with a Paste
 * button (an address is copied from somewhere else far more often than typed).
 */
export function AddressInput({
  label,
  value,
  onChange,
  placeholder,
  error,
  warning,
  disabled,
}: AddressInputProps) {
  const t = useTranslations();
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? warning;
  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText();
      if (text.trim()) onChange(text.trim());
    } catch {
      // Refused or not offered (some wallets' browsers): the field's own paste still works.
      toast.error('app.pasteFailed');
    }
  };
  return (
    <FieldFrame
      inputId={id}
      label={label}
      invalid={Boolean(error)}
      notes={
        note ? (
          <div
            id={noteId}
            className={error ? styles.error : styles.hint}
            role={error ? 'alert' : undefined}
          >
            {note}
          </div>
        ) : null
      }
    >
      <FieldInput
        id={id}
        invalid={Boolean(error)}
        autoCapitalize="off"
        autoCorrect="off"
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        aria-describedby={note ? noteId : undefined}
        onChange={(event) => onChange(event.target.value.trim())}
      />
      <button
        type="button"
        className={styles.inlineButton}
        disabled={disabled}
        onClick={() => void paste()}
      >
        {t('app.paste')}
      </button>
    </FieldFrame>
  );
}
