import type { ButtonProps } from 'react-bootstrap/Button';
import { ShopButton } from '../ui/buttons.tsx';

type Props = {
  label: string;
  /** Said while the form is being sent ("Ukladá sa…"), when the button is disabled too. */
  busyLabel: string;
  busy: boolean;
  className?: string;
  size?: ButtonProps['size'];
};

/** A form's submit button, disabled and saying so while the form is on its way. */
export function SubmitButton({ label, busyLabel, busy, className, size }: Props) {
  return (
    <ShopButton type="submit" size={size} className={className} disabled={busy}>
      {busy ? busyLabel : label}
    </ShopButton>
  );
}
