import { seatPickerText } from '../../../shared/i18n/skSeatPicker.ts';
import type { SectorColouring } from '../../../shared/seating/ArenaMap.tsx';

const OPTIONS: SectorColouring[] = ['availability', 'price'];

/** Colour the sectors by availability or by price band: two radio buttons drawn as a button group. */
export function SectorColouringSwitch(props: {
  value: SectorColouring;
  onChange: (value: SectorColouring) => void;
}) {
  return (
    <fieldset className="mb-2">
      <legend className="small fw-semibold mb-1">{seatPickerText.view.colouringTitle}</legend>
      <div className="btn-group sector-colouring-switch">
        {OPTIONS.map((option) => (
          <label
            key={option}
            className={`btn btn-sm ${props.value === option ? 'btn-primary' : 'btn-outline-primary'}`}
          >
            <input
              type="radio"
              name="sector-colouring"
              className="visually-hidden"
              value={option}
              checked={props.value === option}
              onChange={() => props.onChange(option)}
            />
            {seatPickerText.view.colouring[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
