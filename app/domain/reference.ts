/** Reference lists of spec §3, exactly as the product shows and stores them. */

export const SECTORS = [
  "Agriculture",
  "Education",
  "Health",
  "Environment",
  "Economic Development",
  "Human Rights",
  "Water and Sanitation",
  "Energy",
  "Children and Youth",
  "Gender Equality",
  "Governance",
  "Humanitarian Aid",
  "Infrastructure",
  "Social Development",
  "Civic leadership",
  "Vocational skilling",
  // Spelled so in the product contract; stored values depend on it.
  "Entreprenuership",
  "Community development",
  "Technology & Innovation",
  "Other",
] as const;
export type Sector = (typeof SECTORS)[number];

/** SDG values are the goal names; the label carries the number. */
export const SDG_GOALS = [
  "No Poverty",
  "Zero Hunger",
  "Good Health and Well-being",
  "Quality Education",
  "Gender Equality",
  "Clean Water and Sanitation",
  "Affordable and Clean Energy",
  "Decent Work and Economic Growth",
  "Industry, Innovation and Infrastructure",
  "Reduced Inequalities",
  "Sustainable Cities and Communities",
  "Responsible Consumption and Production",
  "Climate Action",
  "Life Below Water",
  "Life on Land",
  "Peace, Justice and Strong Institutions",
  "Partnerships for the Goals",
] as const;
export type SdgGoal = (typeof SDG_GOALS)[number];

export const SDG_OPTIONS = SDG_GOALS.map((goal, index) => ({
  value: goal,
  label: `SDG ${index + 1}: ${goal}`,
}));

/** "SDG n: name" for a known goal; any other stored value is shown as it is. */
export function sdgLabel(value: string): string {
  return SDG_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

export const TARGET_GROUPS = [
  { value: "children", label: "Children" },
  { value: "youth", label: "Youth" },
  { value: "students", label: "Students" },
  { value: "women", label: "Women" },
  { value: "elderly", label: "Elderly" },
  { value: "orphans", label: "Orphans" },
  { value: "refugees", label: "Refugees" },
  { value: "persons_with_disabilities", label: "Persons with Disabilities" },
  { value: "business_owners", label: "Business Owners" },
  { value: "farmers", label: "Farmers" },
  { value: "community_leaders", label: "Community Leaders" },
  { value: "other", label: "Other" },
] as const;
export type TargetGroup = (typeof TARGET_GROUPS)[number]["value"];

/** A stored target group's label; free-text groups keep their own words with underscores as spaces. */
export function targetGroupLabel(value: string): string {
  return TARGET_GROUPS.find((group) => group.value === value)?.label ?? value.replaceAll("_", " ");
}

export const REGIONS = ["Central Region", "Western Region", "Eastern Region", "Northern Region"] as const;
export type Region = (typeof REGIONS)[number];

export const ORGANIZATION_TYPES = [
  "Government/Public",
  "Corporate/Private",
  "Social Enterprise",
  "Foreign Organization",
  "NGO/Non-Profit",
  "Community Based",
] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const EVENT_TYPES = [
  { value: "in-person", label: "In-person" },
  { value: "online", label: "Online" },
] as const;
