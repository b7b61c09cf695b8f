import type { OrganizationType } from "~/domain/reference";
import type { LogoSpec } from "../../server/demo-images/logos";

/**
 * Demo organizations: one user, one `organizations` row and one profile each. Names are stored upper-case
 * (spec: organization names are saved in uppercase); the contact email is contact@<key>.example.org.
 */
export type SeedOrganization = {
  key: string;
  name: string;
  type: OrganizationType;
  contactName: string;
  /** 10 to 200 characters. */
  brief: string;
  phone: string;
  address: string;
  /** Some without a scheme, to exercise "https:// is prepended when displayed"; some none. */
  website: string | null;
  logo: LogoSpec | null;
  /** When the organization registered, in days before the seed ran. */
  joinedDaysAgo: number;
};

export const seedEmail = (key: string) => `contact@${key}.example.org`;

export const SEED_ORGANIZATIONS: SeedOrganization[] = [
  {
    key: "gulu-womens-agro",
    name: "Gulu Women's Agro Cooperative",
    type: "Community Based",
    contactName: "Grace Akello",
    brief:
      "A cooperative of 340 women farmers in Gulu who grow, store and sell sesame, soybean and shea together for fairer prices.",
    phone: "+256 772 418 305",
    address: "Plot 7, Olya Road, Pece Division, Gulu",
    website: null,
    logo: null,
    joinedDaysAgo: 410,
  },
  {
    key: "kampala-youth-tech-hub",
    name: "Kampala Youth Tech Hub",
    type: "Social Enterprise",
    contactName: "Brian Ssemwogerere",
    brief:
      "We train young people from Kampala's informal settlements in coding, digital marketing and repair skills, and link graduates to paid work.",
    phone: "+256 701 552 918",
    address: "Kisenyi Road, Mengo, Kampala",
    website: "https://kampalayouthtech.example.org",
    logo: { initials: "KY", background: "#1f2a44", foreground: "#facc15", shape: "circuit" },
    joinedDaysAgo: 380,
  },
  {
    key: "mbale-water-office",
    name: "Mbale District Water Office",
    type: "Government/Public",
    contactName: "Eng. Peter Wanyama",
    brief:
      "The district office responsible for rural water supply, borehole maintenance and sanitation promotion across Mbale's sub-counties.",
    phone: "+256 782 330 614",
    address: "District Headquarters, Pallisa Road, Mbale",
    website: "mbalewater.example.org",
    logo: null,
    joinedDaysAgo: 350,
  },
  {
    key: "rwenzori-health",
    name: "Rwenzori Health Alliance",
    type: "NGO/Non-Profit",
    contactName: "Dr. Esther Kabugho",
    brief:
      "A network of community health workers and clinics improving maternal, child and mountain-community health in the Rwenzori sub-region.",
    phone: "+256 774 905 127",
    address: "Plot 21, Bwamba Road, Fort Portal",
    website: "rwenzorihealth.example.org",
    logo: { initials: "RH", background: "#ffffff", foreground: "#c62828", shape: "heart" },
    joinedDaysAgo: 330,
  },
  {
    key: "nile-solar",
    name: "Nile Solar Solutions Ltd",
    type: "Corporate/Private",
    contactName: "Moses Kato",
    brief:
      "A Jinja solar company installing pay-as-you-go home systems, solar irrigation pumps and clinic backup power for off-grid communities.",
    phone: "+256 752 640 883",
    address: "Plot 4, Main Street, Jinja",
    website: "https://nilesolar.example.com",
    logo: { initials: "NS", background: "#0b3d91", foreground: "#ffd23f", shape: "sun" },
    joinedDaysAgo: 300,
  },
  {
    key: "nordic-clean-water",
    name: "Nordic Clean Water Partners",
    type: "Foreign Organization",
    contactName: "Ingrid Lindqvist",
    brief:
      "A Norwegian-funded partnership supporting district water offices and schools in Eastern Uganda with safe water and hygiene programmes.",
    phone: "+256 759 250 771",
    address: "Plot 9, Kololo Hill Drive, Kampala",
    website: "https://nordicwater.example.org",
    logo: { initials: "NW", background: "#e0f2fe", foreground: "#0369a1", shape: "drop" },
    joinedDaysAgo: 280,
  },
  {
    key: "kigezi-conservation",
    name: "Kigezi Highland Conservation Trust",
    type: "NGO/Non-Profit",
    contactName: "Julius Tumusiime",
    brief:
      "Protecting Kigezi's hillsides, wetlands and Lake Bunyonyi through terracing, tree planting and community-led conservation.",
    phone: "+256 783 112 459",
    address: "Plot 15, Kabale-Katuna Road, Kabale",
    website: null,
    logo: null,
    joinedDaysAgo: 250,
  },
  {
    key: "west-nile-refugee-support",
    name: "West Nile Refugee Support Network",
    type: "NGO/Non-Profit",
    contactName: "Sarah Ayikoru",
    brief:
      "Working with refugees and host communities in Arua, Terego and Madi-Okollo on livelihoods, education, peace-building and legal protection.",
    phone: "+256 777 284 610",
    address: "Plot 3, Adumi Road, Arua",
    website: "westnilesupport.example.org",
    logo: null,
    joinedDaysAgo: 220,
  },
  {
    key: "teso-farmers-savings",
    name: "Teso Farmers' Savings Group",
    type: "Community Based",
    contactName: "Joseph Okiror",
    brief:
      "A savings and credit group of cassava, groundnut and citrus farmers in Soroti helping members save, borrow and market their harvests together.",
    phone: "+256 758 301 942",
    address: "Plot 11, Gweri Road, Soroti",
    website: null,
    logo: null,
    joinedDaysAgo: 200,
  },
  {
    key: "masaka-green-schools",
    name: "Masaka Green Schools Initiative",
    type: "Social Enterprise",
    contactName: "Harriet Nalubega",
    brief:
      "We help primary and secondary schools in Greater Masaka set up school gardens, energy-saving cookstoves and environmental clubs.",
    phone: "+256 706 448 215",
    address: "Plot 2, Kampala Road, Masaka",
    website: "https://masakagreenschools.example.org",
    logo: { initials: "MG", background: "#ecfdf3", foreground: "#166534", shape: "leaf" },
    joinedDaysAgo: 170,
  },
  {
    key: "albertine-agro",
    name: "Albertine Agro-Processors Ltd",
    type: "Corporate/Private",
    contactName: "Robert Byaruhanga",
    brief:
      "An agro-processing company in Hoima that buys maize and cassava from smallholder farmers and mills flour for regional markets.",
    phone: "+256 772 903 564",
    address: "Plot 30, Hoima-Masindi Road, Hoima",
    website: "albertineagro.example.com",
    logo: null,
    joinedDaysAgo: 120,
  },
  {
    key: "mbarara-youth-desk",
    name: "Mbarara City Youth and Enterprise Desk",
    type: "Government/Public",
    contactName: "Patience Ainembabazi",
    brief:
      "The city desk supporting youth groups with enterprise grants, business mentoring and vocational skills referrals in Mbarara City.",
    phone: "+256 782 775 019",
    address: "City Hall, Mbarara-Kabale Road, Mbarara",
    website: "https://mbararayouth.example.org",
    logo: { initials: "MY", background: "#fef3c7", foreground: "#92400e", shape: "book" },
    joinedDaysAgo: 90,
  },
  {
    // Registered last week: a payment request is waiting for approval and no project is listed yet.
    key: "lango-vocational-centre",
    name: "Lango Vocational Skills Centre",
    type: "Community Based",
    contactName: "Denis Ogwang",
    brief:
      "A community training centre in Lira offering tailoring, carpentry, welding and hairdressing courses for out-of-school youth.",
    phone: "+256 774 560 338",
    address: "Plot 8, Obote Avenue, Lira",
    website: null,
    logo: null,
    joinedDaysAgo: 6,
  },
];
