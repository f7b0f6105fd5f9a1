import type { SetupType } from '@hokej/contract/constants';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Table from 'react-bootstrap/Table';
import type { PriceTypeLabelKey } from '../../../shared/i18n/priceTypeKeys.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { skAdminEvents } from '../../../shared/i18n/skAdminEvents.ts';
import { centsOf, fillType, normalisedPrice, type PriceGrid, priceTypesOf } from '../model/priceGrid.ts';

const t = skAdminEvents.prices;
const label = (type: string) => sk.priceTypes[type as PriceTypeLabelKey] ?? type;

type Props = {
  setupType: SetupType;
  sectors: string[];
  grid: PriceGrid;
  onChange: (grid: PriceGrid) => void;
};

/** The price list as a grid: a row per sector, a column per ticket type or category, in euros. */
export function PriceGridEditor({ setupType, sectors, grid, onChange }: Props) {
  const types = priceTypesOf(setupType);
  const [fill, setFill] = useState<Record<string, string>>({});
  const cell = (sector: string, type: string) => grid[sector]?.[type] ?? '';
  const notAPrice = (text: string) => text.trim() !== '' && centsOf(text) === null;
  // Nothing is saved while a cell is not a price: say so under the grid, not only by a red border.
  const anyInvalid = sectors.some((sector) => types.some((type) => notAPrice(cell(sector, type))));
  return (
    <>
      <p className="small text-body-secondary">{t.emptyCell[setupType]}</p>
      <div className="table-responsive" style={{ maxHeight: '28rem' }}>
        <Table size="sm" className="align-middle mb-0">
          <thead className="sticky-top bg-body">
            <tr>
              <th scope="col">{t.sector}</th>
              {types.map((type) => (
                <th key={type} scope="col" style={{ minWidth: '7rem' }}>
                  {label(type)}
                </th>
              ))}
            </tr>
            <tr>
              <th scope="row" className="fw-normal">
                {t.fillAll}
              </th>
              {types.map((type) => (
                <td key={type}>
                  <div className="d-flex gap-1">
                    <Form.Control
                      size="sm"
                      inputMode="decimal"
                      aria-label={`${t.fillAll}: ${label(type)}`}
                      value={fill[type] ?? ''}
                      onChange={(event) => setFill((f) => ({ ...f, [type]: event.target.value }))}
                    />
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      onClick={() => onChange(fillType(grid, sectors, type, fill[type] ?? ''))}
                    >
                      {t.fill}
                    </Button>
                  </div>
                </td>
              ))}
            </tr>
          </thead>
          <tbody>
            {sectors.map((sector) => (
              <tr key={sector}>
                <th scope="row">{sector}</th>
                {types.map((type) => {
                  const value = cell(sector, type);
                  const set = (text: string) =>
                    onChange({ ...grid, [sector]: { ...(grid[sector] ?? {}), [type]: text } });
                  return (
                    <td key={type}>
                      <InputGroup size="sm" hasValidation>
                        <Form.Control
                          inputMode="decimal"
                          aria-label={t.priceOf(sector, label(type))}
                          placeholder={t.notSold}
                          value={value}
                          isInvalid={notAPrice(value)}
                          onChange={(event) => set(event.target.value)}
                          // "6" becomes "6,00" once the cell is left: the price as the shop will show it.
                          onBlur={() => {
                            if (normalisedPrice(value) !== value) set(normalisedPrice(value));
                          }}
                        />
                        <InputGroup.Text aria-hidden="true">€</InputGroup.Text>
                      </InputGroup>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      {anyInvalid ? (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {skAdminEvents.errors.price}
        </p>
      ) : null}
    </>
  );
}
