/** Countries: some unavailable, states for US, CA and AU (the spec's three) and Mexico (one the list adds). */
const STATES: Record<string, { code: string; name: string }[]> = {
  US: [
    { code: 'CA', name: 'California' },
    { code: 'NY', name: 'New York' },
    { code: 'TX', name: 'Texas' },
    { code: 'FL', name: 'Florida' },
  ],
  CA: [
    { code: 'ON', name: 'Ontario' },
    { code: 'QC', name: 'Quebec' },
    { code: 'BC', name: 'British Columbia' },
  ],
  AU: [
    { code: 'NSW', name: 'New South Wales' },
    { code: 'VIC', name: 'Victoria' },
    { code: 'QLD', name: 'Queensland' },
  ],
  MX: [
    { code: 'CMX', name: 'Ciudad de México' },
    { code: 'JAL', name: 'Jalisco' },
    { code: 'NLE', name: 'Nuevo León' },
  ],
};

const ROWS: [number, string, string, string, boolean, string | null][] = [
  [29, 'United States', 'US', 'USA', true, 'USD'],
  [30, 'Canada', 'CA', 'CAN', true, 'USD'],
  [31, 'Australia', 'AU', 'AUS', true, 'USD'],
  [40, 'Germany', 'DE', 'DEU', true, 'EUR'],
  [41, 'Spain', 'ES', 'ESP', true, 'EUR'],
  [42, 'Portugal', 'PT', 'PRT', true, 'EUR'],
  [43, 'Poland', 'PL', 'POL', true, 'PLN'],
  [44, 'United Kingdom', 'GB', 'GBR', true, 'GBP'],
  [45, 'Brazil', 'BR', 'BRA', true, 'BRL'],
  [46, 'Mexico', 'MX', 'MEX', true, 'USD'],
  [90, 'Iran', 'IR', 'IRN', false, null],
  [91, 'North Korea', 'KP', 'PRK', false, null],
  [92, 'Cuba', 'CU', 'CUB', false, null],
];

export const COUNTRIES = ROWS.map(([id, name, isoAlpha2, isoAlpha3, available, defaultCurrency]) => ({
  id,
  name,
  isoAlpha2,
  isoAlpha3,
  priority: isoAlpha2 === 'US' ? 100 : 0,
  flagUrl: null,
  available,
  defaultCurrency,
  states: STATES[isoAlpha2] ?? [],
}));

export const LANGUAGES = [
  { id: 1, code: 'en', locale: 'en_US', name: 'English' },
  { id: 2, code: 'es', locale: 'es_ES', name: 'Español' },
  { id: 3, code: 'pt', locale: 'pt_BR', name: 'Português' },
];
