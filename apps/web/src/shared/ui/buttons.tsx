import Button, { type ButtonProps } from 'react-bootstrap/Button';
import { sk } from '../i18n/sk.ts';

/** The spec's button variants are Bootstrap's. */
export type ShopButtonVariant =
  | 'primary'
  | 'secondary'
  | 'success'
  | 'danger'
  | 'warning'
  | 'info'
  | 'light'
  | 'dark';

export function ShopButton({ variant = 'primary', ...props }: ButtonProps & { variant?: ShopButtonVariant }) {
  return <Button variant={variant} {...props} />;
}

/** Stock "Späť" button. */
export function BackButton(props: ButtonProps) {
  return (
    <Button variant="secondary" {...props}>
      {props.children ?? sk.common.back}
    </Button>
  );
}

/** Stock "Pokračovať" button. */
export function ContinueButton(props: ButtonProps) {
  return (
    <Button variant="primary" {...props}>
      {props.children ?? sk.common.continue}
    </Button>
  );
}
