/** A labelled text input with its error message, wired for assistive technology. */
import { type InputHTMLAttributes, type Ref, useId } from 'react';

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'disabled' | 'readOnly' | 'placeholder' | 'maxLength' | 'spellCheck' | 'onBlur' | 'className'
>;

export function TextField({ label, value, onChange, error, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="crw-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        className={className ? `crw-text-input ${className}` : 'crw-text-input'}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {error && (
        <p className="crw-field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
