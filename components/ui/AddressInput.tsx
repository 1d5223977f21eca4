'use client';
import { useId } from 'react';
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
  warning?: string;
  disabled?: boolean;
}

/** An address field: no autocorrect or capitalisation, read left-to-right, trimmed. */
export function AddressInput({
  label,
  value,
  onChange,
  placeholder,
  error,
  warning,
  disabled,
}: AddressInputProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? warning;
  return (
    <FieldFrame
      inputId={id}
      label={label}
      invalid={Boolean(error)}
      notes={
        note ? (
          <p
            id={noteId}
            className={error ? styles.error : styles.hint}
            role={error ? 'alert' : undefined}
          >
            {note}
          </p>
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
    </FieldFrame>
  );
}
