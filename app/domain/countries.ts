/** Country calling codes for the registration phone field (spec §3: about 100, sorted by country name). */

export type Country = { name: string; iso: string; dialCode: string };

/** Uganda's code, selected until the user picks another. */
export const DEFAULT_COUNTRY_CODE = "+256";

const LIST: Country[] = [
  { name: "Afghanistan", iso: "AF", dialCode: "+93" },
  { name: "Albania", iso: "AL", dialCode: "+355" },
  { name: "Algeria", iso: "DZ", dialCode: "+213" },
  { name: "Angola", iso: "AO", dialCode: "+244" },
  { name: "Argentina", iso: "AR", dialCode: "+54" },
  { name: "Australia", iso: "AU", dialCode: "+61" },
  { name: "Austria", iso: "AT", dialCode: "+43" },
  { name: "Bangladesh", iso: "BD", dialCode: "+880" },
  { name: "Belgium", iso: "BE", dialCode: "+32" },
  { name: "Benin", iso: "BJ", dialCode: "+229" },
  { name: "Botswana", iso: "BW", dialCode: "+267" },
  { name: "Brazil", iso: "BR", dialCode: "+55" },
  { name: "Burkina Faso", iso: "BF", dialCode: "+226" },
  { name: "Burundi", iso: "BI", dialCode: "+257" },
  { name: "Cameroon", iso: "CM", dialCode: "+237" },
  { name: "Canada", iso: "CA", dialCode: "+1" },
  { name: "Central African Republic", iso: "CF", dialCode: "+236" },
  { name: "Chad", iso: "TD", dialCode: "+235" },
  { name: "Chile", iso: "CL", dialCode: "+56" },
  { name: "China", iso: "CN", dialCode: "+86" },
  { name: "Colombia", iso: "CO", dialCode: "+57" },
  { name: "Comoros", iso: "KM", dialCode: "+269" },
  { name: "Congo", iso: "CG", dialCode: "+242" },
  { name: "Côte d'Ivoire", iso: "CI", dialCode: "+225" },
  { name: "Cuba", iso: "CU", dialCode: "+53" },
  { name: "Czechia", iso: "CZ", dialCode: "+420" },
  { name: "Democratic Republic of the Congo", iso: "CD", dialCode: "+243" },
  { name: "Denmark", iso: "DK", dialCode: "+45" },
  { name: "Djibouti", iso: "DJ", dialCode: "+253" },
  { name: "Egypt", iso: "EG", dialCode: "+20" },
  { name: "Equatorial Guinea", iso: "GQ", dialCode: "+240" },
  { name: "Eritrea", iso: "ER", dialCode: "+291" },
  { name: "Eswatini", iso: "SZ", dialCode: "+268" },
  { name: "Ethiopia", iso: "ET", dialCode: "+251" },
  { name: "Finland", iso: "FI", dialCode: "+358" },
  { name: "France", iso: "FR", dialCode: "+33" },
  { name: "Gabon", iso: "GA", dialCode: "+241" },
  { name: "Gambia", iso: "GM", dialCode: "+220" },
  { name: "Germany", iso: "DE", dialCode: "+49" },
  { name: "Ghana", iso: "GH", dialCode: "+233" },
  { name: "Greece", iso: "GR", dialCode: "+30" },
  { name: "Guinea", iso: "GN", dialCode: "+224" },
  { name: "Guinea-Bissau", iso: "GW", dialCode: "+245" },
  { name: "Hungary", iso: "HU", dialCode: "+36" },
  { name: "India", iso: "IN", dialCode: "+91" },
  { name: "Indonesia", iso: "ID", dialCode: "+62" },
  { name: "Iran", iso: "IR", dialCode: "+98" },
  { name: "Iraq", iso: "IQ", dialCode: "+964" },
  { name: "Ireland", iso: "IE", dialCode: "+353" },
  { name: "Israel", iso: "IL", dialCode: "+972" },
  { name: "Italy", iso: "IT", dialCode: "+39" },
  { name: "Jamaica", iso: "JM", dialCode: "+1" },
  { name: "Japan", iso: "JP", dialCode: "+81" },
  { name: "Jordan", iso: "JO", dialCode: "+962" },
  { name: "Kenya", iso: "KE", dialCode: "+254" },
  { name: "Kuwait", iso: "KW", dialCode: "+965" },
  { name: "Lebanon", iso: "LB", dialCode: "+961" },
  { name: "Lesotho", iso: "LS", dialCode: "+266" },
  { name: "Liberia", iso: "LR", dialCode: "+231" },
  { name: "Libya", iso: "LY", dialCode: "+218" },
  { name: "Madagascar", iso: "MG", dialCode: "+261" },
  { name: "Malawi", iso: "MW", dialCode: "+265" },
  { name: "Malaysia", iso: "MY", dialCode: "+60" },
  { name: "Mali", iso: "ML", dialCode: "+223" },
  { name: "Mauritania", iso: "MR", dialCode: "+222" },
  { name: "Mauritius", iso: "MU", dialCode: "+230" },
  { name: "Mexico", iso: "MX", dialCode: "+52" },
  { name: "Morocco", iso: "MA", dialCode: "+212" },
  { name: "Mozambique", iso: "MZ", dialCode: "+258" },
  { name: "Namibia", iso: "NA", dialCode: "+264" },
  { name: "Nepal", iso: "NP", dialCode: "+977" },
  { name: "Netherlands", iso: "NL", dialCode: "+31" },
  { name: "New Zealand", iso: "NZ", dialCode: "+64" },
  { name: "Niger", iso: "NE", dialCode: "+227" },
  { name: "Nigeria", iso: "NG", dialCode: "+234" },
  { name: "Norway", iso: "NO", dialCode: "+47" },
  { name: "Oman", iso: "OM", dialCode: "+968" },
  { name: "Pakistan", iso: "PK", dialCode: "+92" },
  { name: "Peru", iso: "PE", dialCode: "+51" },
  { name: "Philippines", iso: "PH", dialCode: "+63" },
  { name: "Poland", iso: "PL", dialCode: "+48" },
  { name: "Portugal", iso: "PT", dialCode: "+351" },
  { name: "Qatar", iso: "QA", dialCode: "+974" },
  { name: "Romania", iso: "RO", dialCode: "+40" },
  { name: "Russia", iso: "RU", dialCode: "+7" },
  { name: "Rwanda", iso: "RW", dialCode: "+250" },
  { name: "São Tomé and Príncipe", iso: "ST", dialCode: "+239" },
  { name: "Saudi Arabia", iso: "SA", dialCode: "+966" },
  { name: "Senegal", iso: "SN", dialCode: "+221" },
  { name: "Seychelles", iso: "SC", dialCode: "+248" },
  { name: "Sierra Leone", iso: "SL", dialCode: "+232" },
  { name: "Singapore", iso: "SG", dialCode: "+65" },
  { name: "Somalia", iso: "SO", dialCode: "+252" },
  { name: "South Africa", iso: "ZA", dialCode: "+27" },
  { name: "South Korea", iso: "KR", dialCode: "+82" },
  { name: "South Sudan", iso: "SS", dialCode: "+211" },
  { name: "Spain", iso: "ES", dialCode: "+34" },
  { name: "Sri Lanka", iso: "LK", dialCode: "+94" },
  { name: "Sudan", iso: "SD", dialCode: "+249" },
  { name: "Sweden", iso: "SE", dialCode: "+46" },
  { name: "Switzerland", iso: "CH", dialCode: "+41" },
  { name: "Tanzania", iso: "TZ", dialCode: "+255" },
  { name: "Thailand", iso: "TH", dialCode: "+66" },
  { name: "Togo", iso: "TG", dialCode: "+228" },
  { name: "Tunisia", iso: "TN", dialCode: "+216" },
  { name: "Turkey", iso: "TR", dialCode: "+90" },
  { name: "Uganda", iso: "UG", dialCode: "+256" },
  { name: "Ukraine", iso: "UA", dialCode: "+380" },
  { name: "United Arab Emirates", iso: "AE", dialCode: "+971" },
  { name: "United Kingdom", iso: "GB", dialCode: "+44" },
  { name: "United States", iso: "US", dialCode: "+1" },
  { name: "Vietnam", iso: "VN", dialCode: "+84" },
  { name: "Yemen", iso: "YE", dialCode: "+967" },
  { name: "Zambia", iso: "ZM", dialCode: "+260" },
  { name: "Zimbabwe", iso: "ZW", dialCode: "+263" },
];

const collator = new Intl.Collator("en", { sensitivity: "base" });

/** Sorted by country name (accents ignored, so Côte d'Ivoire sits among the Cs). */
export const COUNTRIES: readonly Country[] = [...LIST].sort((a, b) => collator.compare(a.name, b.name));

/** Option value = ISO code (several countries share +1); the label shows name and code. */
export const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({
  value: country.iso,
  label: `${country.name} (${country.dialCode})`,
}));

export const DEFAULT_COUNTRY_ISO = "UG";

export function countryByIso(iso: string | null | undefined): Country | undefined {
  return COUNTRIES.find((country) => country.iso === iso);
}

export function isCountryIso(iso: string): boolean {
  return countryByIso(iso) !== undefined;
}

/** The stored phone number: calling code, a space, then the digits ("+256 772123456"). */
export function fullPhoneNumber(iso: string, digits: string): string {
  const code = countryByIso(iso)?.dialCode ?? DEFAULT_COUNTRY_CODE;
  return `${code} ${digits.replace(/\D/g, "")}`;
}
