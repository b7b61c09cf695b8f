import type { SceneName } from "../../server/demo-images/scenes";

/**
 * Demo events, dated relative to the day the seed runs (in Kampala time, UTC+3 all year), so there are always
 * past, today's and upcoming events. `day` counts days from today; times are Kampala wall-clock times.
 */
export type SeedEvent = {
  key: string;
  title: string;
  description: string;
  day: number;
  start: string;
  end?: { day: number; time: string };
  type: "in-person" | "online";
  location?: string;
  onlineLink?: string;
  image: SceneName | null;
  /** Paused events are hidden from the public lists. */
  isActive: boolean;
  createdDaysAgo: number;
};

export const SEED_EVENTS: SeedEvent[] = [
  {
    key: "impact-breakfast",
    title: "UgandaImpact Partners' Breakfast",
    description:
      "An informal morning for organizations listed on UgandaImpact to meet one another, share what they are working on and find partners for joint projects. Short five-minute introductions from ten organizations, followed by open networking over breakfast.",
    day: 0,
    start: "08:00",
    end: { day: 0, time: "17:00" },
    type: "in-person",
    location: "Kampala Serena Conference Centre, Kampala",
    image: "conference",
    isActive: true,
    createdDaysAgo: 30,
  },
  {
    key: "northern-agri-forum",
    title: "Northern Uganda Agri-Value Chain Forum",
    description:
      "Farmer cooperatives, processors, buyers and district production officers from Acholi and Lango meet to discuss sesame, soybean and shea value chains: storage, quality standards, prices and access to finance. Includes a visit to a community sesame store in Laroo.",
    day: 4,
    start: "09:00",
    end: { day: 4, time: "16:30" },
    type: "in-person",
    location: "Bomah Hotel, Gulu",
    image: "farm-rows",
    isActive: true,
    createdDaysAgo: 25,
  },
  {
    key: "project-brief-webinar",
    title: "Webinar: Writing a Strong Project Brief",
    description:
      "A practical one-hour session for organizations publishing projects on the platform: how to describe your project clearly in 200 to 500 characters, choose the right sector and SDG, and write objectives and milestones that funders and partners understand.",
    day: 9,
    start: "14:00",
    end: { day: 9, time: "15:00" },
    type: "online",
    onlineLink: "https://meet.example.org/ugandaimpact-project-brief",
    image: null,
    isActive: true,
    createdDaysAgo: 14,
  },
  {
    key: "rwenzori-health-summit",
    title: "Rwenzori Community Health Summit",
    description:
      "Two days on maternal and child health in mountain communities: results from mothers' waiting homes, village health team reporting, referral transport and community mental health. Open to health workers, district officials and partner organizations.",
    day: 24,
    start: "08:30",
    end: { day: 25, time: "17:00" },
    type: "in-person",
    location: "Mountains of the Moon Hotel, Fort Portal",
    image: "clinic",
    isActive: true,
    createdDaysAgo: 40,
  },
  {
    key: "jinja-energy-expo",
    title: "Jinja Clean Energy Expo",
    description:
      "Solar companies, clean cookstove makers and savings groups show affordable clean energy products for homes, schools and small businesses, with demonstrations and pay-as-you-go offers. The date is being confirmed with the venue.",
    day: 31,
    start: "10:00",
    end: { day: 31, time: "18:00" },
    type: "in-person",
    location: "Jinja Main Street Grounds, Jinja",
    image: "solar",
    isActive: false,
    createdDaysAgo: 18,
  },
  {
    key: "climate-finance-clinic",
    title: "Climate Finance Clinic for Community Organizations",
    description:
      "An online clinic for community based organizations on finding and applying for climate adaptation funding: what funders look for, how to budget, and how to report results. Bring your questions; a few organizations will have their draft proposals reviewed live.",
    day: 45,
    start: "10:00",
    type: "online",
    onlineLink: "https://meet.example.org/climate-finance-clinic",
    image: null,
    isActive: true,
    createdDaysAgo: 10,
  },
  {
    key: "wash-learning-exchange",
    title: "Eastern Uganda WASH Learning Exchange",
    description:
      "District water offices, schools and partner organizations share what works in keeping boreholes running and schools supplied with safe water, including water user committees, parish mechanics and school health clubs. Field visit to rehabilitated boreholes in Bungokho.",
    day: 76,
    start: "09:00",
    end: { day: 76, time: "15:30" },
    type: "in-person",
    location: "Mbale District Council Hall, Mbale",
    image: "water",
    isActive: true,
    createdDaysAgo: 7,
  },
  {
    key: "annual-showcase",
    title: "UgandaImpact Annual Showcase",
    description:
      "Our yearly gathering of organizations, partners and supporters. Selected projects from every region present their results, followed by an exhibition of project photos and a panel on partnerships between government, business and communities.",
    day: 120,
    start: "09:30",
    end: { day: 120, time: "18:00" },
    type: "in-person",
    location: "Uganda Museum Grounds, Kampala",
    image: "gathering",
    isActive: true,
    createdDaysAgo: 5,
  },
  {
    key: "youth-pitch-day",
    title: "Youth Innovation Pitch Day",
    description:
      "Twelve youth-led teams from Kampala pitched solutions for waste, transport and market access to a panel of investors and city officials. The three winning teams received seed grants and six months of mentoring.",
    day: -12,
    start: "13:00",
    end: { day: -12, time: "17:30" },
    type: "in-person",
    location: "Kampala Youth Tech Hub, Mengo, Kampala",
    image: "city-tech",
    isActive: true,
    createdDaysAgo: 50,
  },
  {
    key: "me-basics-webinar",
    title: "Monitoring and Evaluation Basics",
    description:
      "An introduction to planning simple monitoring for small projects: choosing a few useful indicators, collecting data with basic phones, and telling the story of your results. Slides and the recording were shared with registered participants.",
    day: -60,
    start: "11:00",
    end: { day: -60, time: "12:30" },
    type: "online",
    onlineLink: "https://meet.example.org/me-basics",
    image: null,
    isActive: true,
    createdDaysAgo: 90,
  },
  {
    key: "refugee-livelihoods-roundtable",
    title: "Refugee Livelihoods Roundtable",
    description:
      "Refugee-led groups, host-community leaders, district officials and partner organizations reviewed livelihood programmes in West Nile's settlements and agreed on ways to link trained youth to local markets and jobs.",
    day: -150,
    start: "09:00",
    end: { day: -150, time: "16:00" },
    type: "in-person",
    location: "Arua City Hall, Arua",
    image: "market",
    isActive: true,
    createdDaysAgo: 190,
  },
];
