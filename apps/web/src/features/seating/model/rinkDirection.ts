import type { ArenaResponse } from '@hokej/contract';

export type RinkDirection = 'top' | 'bottom' | 'left' | 'right';

/** On which side of a sector the ice lies, from the arena drawing (sector shape against the rink). */
export function rinkDirection(arena: ArenaResponse | undefined, sectorName: string): RinkDirection {
  const shape = arena?.arena[sectorName]?.shape;
  if (!arena || !shape) return 'top';
  const { rink } = arena;
  const dx = (rink.x + rink.width / 2 - (shape.x + shape.width / 2)) / Math.max(rink.width, 1);
  const dy = (rink.y + rink.height / 2 - (shape.y + shape.height / 2)) / Math.max(rink.height, 1);
  if (Math.abs(dy) >= Math.abs(dx)) return dy < 0 ? 'top' : 'bottom';
  return dx < 0 ? 'left' : 'right';
}
