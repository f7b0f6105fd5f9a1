import Button, { type ButtonProps } from 'react-bootstrap/Button';

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
