import Badge from 'react-bootstrap/Badge';
import { formatCountdown, formatLongCountdown } from '../dates/format.ts';
import { t } from '../i18n/shopI18n.ts';
import { sk } from '../i18n/sk.ts';
import { countdownVariant } from './cartCountdown.ts';

/** "Zostávajúci čas mm:ss" (or h:mm:ss with `long`), coloured as the end nears; a timer for screen readers. */
export function HoldTimer({
  remaining,
  long = false,
  className,
  testId = 'cart-countdown',
}: {
  remaining: number;
  long?: boolean;
  className?: string;
  testId?: string;
}) {
  const time = long ? formatLongCountdown(remaining) : formatCountdown(remaining);
  const variant = countdownVariant(remaining);
  return (
    <span
      className={className}
      role="timer"
      aria-label={t('cart.countdownLabel', { time })}
      data-testid={testId}
    >
      <span className="me-1">{sk.cart.countdown}</span>
      <Badge bg={variant} text={variant === 'warning' ? 'dark' : undefined}>
        {time}
      </Badge>
    </span>
  );
}
