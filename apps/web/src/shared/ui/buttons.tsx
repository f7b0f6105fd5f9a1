import type { Ref } from 'react';
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

/** `ref` reaches the <button> (React 19 passes it as a prop): a page moves the focus to a button it shows anew. */
export function ShopButton({
  variant = 'primary',
  ...props
}: ButtonProps & { variant?: ShopButtonVariant; ref?: Ref<HTMLButtonElement> }) {
  return <Button variant={variant} {...props} />;
}
