import { type ReactNode, useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';

type Props = { variant: 'success' | 'danger' | 'warning' | 'info'; title: string; children: ReactNode };

/** The outcome of a link the user opened (verified, expired…): a titled alert that takes the focus. */
export function ResultPanel({ variant, title, children }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Alert variant={variant} className="p-3 p-md-4">
      <h2 className="h4" tabIndex={-1} ref={heading}>
        {title}
      </h2>
      {children}
    </Alert>
  );
}
