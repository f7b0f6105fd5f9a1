import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** One titled card of a page (My account, the checkout), named by its heading for screen readers. */
export function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-title`;
  return (
    <Card as="section" aria-labelledby={headingId} className="shadow-sm">
      <Card.Body className="p-3 p-md-4">
        <h2 id={headingId} className="h5 mb-3">
          {title}
        </h2>
        {children}
      </Card.Body>
    </Card>
  );
}
