/**
 * India's states and union territories with their GST state codes (the first two digits of a
 * GSTIN), for the place of supply on invoices. `aliases` are other spellings shoppers type.
 */
export interface IndianState {
  name: string;
  code: string;
  aliases?: readonly string[];
}

export const INDIAN_STATES: readonly IndianState[] = [
  { name: 'Jammu and Kashmir', code: '01', aliases: ['J&K', 'Jammu & Kashmir', 'JK'] },
  { name: 'Himachal Pradesh', code: '02', aliases: ['HP'] },
  { name: 'Punjab', code: '03', aliases: ['PB'] },
  { name: 'Chandigarh', code: '04', aliases: ['CH'] },
  { name: 'Uttarakhand', code: '05', aliases: ['Uttaranchal', 'UK'] },
  { name: 'Haryana', code: '06', aliases: ['HR'] },
  { name: 'Delhi', code: '07', aliases: ['New Delhi', 'NCT of Delhi', 'DL'] },
  { name: 'Rajasthan', code: '08', aliases: ['RJ'] },
  { name: 'Uttar Pradesh', code: '09', aliases: ['UP'] },
  { name: 'Bihar', code: '10', aliases: ['BR'] },
  { name: 'Sikkim', code: '11', aliases: ['SK'] },
  { name: 'Arunachal Pradesh', code: '12', aliases: ['AR'] },
  { name: 'Nagaland', code: '13', aliases: ['NL'] },
  { name: 'Manipur', code: '14', aliases: ['MN'] },
  { name: 'Mizoram', code: '15', aliases: ['MZ'] },
  { name: 'Tripura', code: '16', aliases: ['TR'] },
  { name: 'Meghalaya', code: '17', aliases: ['ML'] },
  { name: 'Assam', code: '18', aliases: ['AS'] },
  { name: 'West Bengal', code: '19', aliases: ['WB'] },
  { name: 'Jharkhand', code: '20', aliases: ['JH'] },
  { name: 'Odisha', code: '21', aliases: ['Orissa', 'OD', 'OR'] },
  { name: 'Chhattisgarh', code: '22', aliases: ['Chattisgarh', 'CG'] },
  { name: 'Madhya Pradesh', code: '23', aliases: ['MP'] },
  { name: 'Gujarat', code: '24', aliases: ['GJ'] },
  {
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    code: '26',
    aliases: ['Daman and Diu', 'Dadra and Nagar Haveli', 'DNHDD', 'DD', 'DN'],
  },
  { name: 'Maharashtra', code: '27', aliases: ['MH'] },
  { name: 'Karnataka', code: '29', aliases: ['KA'] },
  { name: 'Goa', code: '30', aliases: ['GA'] },
  { name: 'Lakshadweep', code: '31', aliases: ['LD'] },
  { name: 'Kerala', code: '32', aliases: ['KL'] },
  { name: 'Tamil Nadu', code: '33', aliases: ['TN', 'Tamilnadu'] },
  { name: 'Puducherry', code: '34', aliases: ['Pondicherry', 'PY'] },
  { name: 'Andaman and Nicobar Islands', code: '35', aliases: ['Andaman & Nicobar', 'AN'] },
  { name: 'Telangana', code: '36', aliases: ['TG', 'TS'] },
  { name: 'Andhra Pradesh', code: '37', aliases: ['AP'] },
  { name: 'Ladakh', code: '38', aliases: ['LA'] },
];

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();

const byName = new Map<string, IndianState>();
for (const state of INDIAN_STATES) {
  for (const name of [state.name, ...(state.aliases ?? [])]) byName.set(normalise(name), state);
}

/** The state a shopper typed ('maharashtra', 'MH', 'Tamilnadu'), or null when it names none. */
export function findIndianState(text: string | null | undefined): IndianState | null {
  if (!text) return null;
  return byName.get(normalise(text)) ?? null;
}
