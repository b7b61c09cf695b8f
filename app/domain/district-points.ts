import type { Region } from "./reference";
import type { UGANDA_DISTRICTS } from "./uganda-districts";

/**
 * Where each district sits on the map: the coordinates of its chief town (the district headquarters), in degrees
 * (WGS 84), rounded to 0.01° (about 1 km), with the district's administrative region.
 *
 * How they were obtained: no maintained package ships Uganda's district boundaries or seats, so these were written
 * from the published coordinates of each headquarters town (gazetteers and the Uganda Bureau of Statistics' list
 * of districts by region). A district's mark is a point, not its area. district-points.test.ts checks that every
 * district the project form offers has a point, that each lies inside Uganda's Natural Earth outline and on its
 * region's side of the country, so a swapped or mistyped coordinate fails.
 */
export type DistrictPoint = { town: string; latitude: number; longitude: number; region: Region };

type District = (typeof UGANDA_DISTRICTS)[number];

const N = "Northern Region" as const;
const E = "Eastern Region" as const;
const W = "Western Region" as const;
const C = "Central Region" as const;

function at(town: string, latitude: number, longitude: number, region: Region): DistrictPoint {
  return { town, latitude, longitude, region };
}

export const DISTRICT_POINTS: Readonly<Record<District, DistrictPoint>> = {
  // Northern Region: Acholi, Lango, West Nile and Karamoja.
  Abim: at("Abim", 2.71, 33.66, N),
  Adjumani: at("Adjumani", 3.38, 31.79, N),
  Agago: at("Agago", 2.98, 33.33, N),
  Alebtong: at("Alebtong", 2.25, 33.25, N),
  Amolatar: at("Amolatar", 1.64, 32.84, N),
  Amudat: at("Amudat", 1.95, 34.95, N),
  Amuru: at("Amuru", 2.82, 31.94, N),
  Apac: at("Apac", 1.98, 32.54, N),
  Arua: at("Arua", 3.02, 30.91, N),
  Dokolo: at("Dokolo", 1.92, 33.17, N),
  Gulu: at("Gulu", 2.78, 32.3, N),
  Kaabong: at("Kaabong", 3.48, 34.15, N),
  Karenga: at("Karenga", 3.55, 33.7, N),
  Kitgum: at("Kitgum", 3.28, 32.88, N),
  Koboko: at("Koboko", 3.41, 30.96, N),
  Kole: at("Ayer", 2.43, 32.8, N),
  Kotido: at("Kotido", 3.01, 34.11, N),
  Kwania: at("Aduku", 2.02, 32.72, N),
  Lamwo: at("Lukung", 3.53, 32.8, N),
  Lira: at("Lira", 2.25, 32.9, N),
  "Madi-Okollo": at("Okollo", 2.8, 31.23, N),
  Maracha: at("Maracha", 3.26, 30.94, N),
  Moroto: at("Moroto", 2.53, 34.66, N),
  Moyo: at("Moyo", 3.66, 31.72, N),
  Nabilatuk: at("Nabilatuk", 2.05, 34.58, N),
  Nakapiripirit: at("Nakapiripirit", 1.9, 34.77, N),
  Napak: at("Ngoleriet", 2.2, 34.25, N),
  Nebbi: at("Nebbi", 2.48, 31.09, N),
  Nwoya: at("Anaka", 2.6, 31.95, N),
  Obongi: at("Obongi", 3.27, 31.55, N),
  Omoro: at("Lakwana", 2.72, 32.5, N),
  Otuke: at("Otuke", 2.51, 33.37, N),
  Oyam: at("Oyam", 2.23, 32.38, N),
  Pader: at("Pader", 2.88, 33.08, N),
  Pakwach: at("Pakwach", 2.46, 31.5, N),
  Terego: at("Leju", 3.17, 31.13, N),
  Yumbe: at("Yumbe", 3.47, 31.25, N),
  Zombo: at("Zombo", 2.51, 30.91, N),

  // Eastern Region: Busoga, Bukedi, Bugisu, Sebei and Teso.
  Amuria: at("Amuria", 2.03, 33.64, E),
  Budaka: at("Budaka", 1.02, 33.95, E),
  Bududa: at("Bududa", 1.01, 34.33, E),
  Bugiri: at("Bugiri", 0.57, 33.75, E),
  Bugweri: at("Busembatia", 0.77, 33.62, E),
  Bukedea: at("Bukedea", 1.35, 34.05, E),
  Bukwo: at("Bukwo", 1.29, 34.75, E),
  Bulambuli: at("Muyembe", 1.26, 34.35, E),
  Busia: at("Busia", 0.47, 34.08, E),
  Butaleja: at("Butaleja", 0.93, 33.95, E),
  Butebo: at("Butebo", 1.19, 33.9, E),
  Buyende: at("Buyende", 1.15, 33.16, E),
  Iganga: at("Iganga", 0.61, 33.47, E),
  Jinja: at("Jinja", 0.44, 33.2, E),
  Kaberamaido: at("Kaberamaido", 1.76, 33.16, E),
  Kalaki: at("Kalaki", 1.82, 33.33, E),
  Kaliro: at("Kaliro", 0.89, 33.5, E),
  Kamuli: at("Kamuli", 0.95, 33.12, E),
  Kapchorwa: at("Kapchorwa", 1.4, 34.45, E),
  Kapelebyong: at("Kapelebyong", 2.03, 33.8, E),
  Katakwi: at("Katakwi", 1.9, 33.96, E),
  Kibuku: at("Kibuku", 1.04, 33.8, E),
  Kumi: at("Kumi", 1.49, 33.94, E),
  Kween: at("Binyiny", 1.42, 34.53, E),
  Luuka: at("Kiyunga", 0.75, 33.33, E),
  Manafwa: at("Manafwa", 0.9, 34.28, E),
  Mayuge: at("Mayuge", 0.46, 33.48, E),
  Mbale: at("Mbale", 1.08, 34.18, E),
  Namayingo: at("Namayingo", 0.24, 33.88, E),
  Namisindwa: at("Bumbo", 0.84, 34.38, E),
  Namutumba: at("Namutumba", 0.84, 33.69, E),
  Ngora: at("Ngora", 1.43, 33.78, E),
  Pallisa: at("Pallisa", 1.15, 33.71, E),
  Serere: at("Serere", 1.5, 33.55, E),
  Sironko: at("Sironko", 1.23, 34.25, E),
  Soroti: at("Soroti", 1.71, 33.61, E),
  Tororo: at("Tororo", 0.69, 34.18, E),

  // Western Region: Bunyoro, Tooro, Ankole and Kigezi.
  Buhweju: at("Nsiika", -0.34, 30.4, W),
  Buliisa: at("Buliisa", 2.12, 31.41, W),
  Bundibugyo: at("Bundibugyo", 0.71, 30.06, W),
  Bunyangabu: at("Kibiito", 0.48, 30.2, W),
  Bushenyi: at("Bushenyi", -0.54, 30.19, W),
  Hoima: at("Hoima", 1.43, 31.35, W),
  Ibanda: at("Ibanda", -0.13, 30.49, W),
  Isingiro: at("Isingiro", -0.84, 30.8, W),
  Kabale: at("Kabale", -1.25, 29.99, W),
  Kabarole: at("Fort Portal", 0.65, 30.27, W),
  Kagadi: at("Kagadi", 0.94, 30.81, W),
  Kakumiro: at("Kakumiro", 0.78, 31.32, W),
  Kamwenge: at("Kamwenge", 0.19, 30.45, W),
  Kanungu: at("Kanungu", -0.9, 29.78, W),
  Kasese: at("Kasese", 0.18, 30.08, W),
  Kazo: at("Kazo", -0.05, 30.75, W),
  Kibaale: at("Kibaale", 0.8, 31.4, W),
  Kikuube: at("Kikuube", 1.26, 31.23, W),
  Kiruhura: at("Kiruhura", -0.19, 30.84, W),
  Kiryandongo: at("Kiryandongo", 1.88, 32.06, W),
  Kisoro: at("Kisoro", -1.28, 29.69, W),
  Kitagwenda: at("Ntara", -0.02, 30.35, W),
  Kyegegwa: at("Kyegegwa", 0.48, 31.05, W),
  Kyenjojo: at("Kyenjojo", 0.63, 30.64, W),
  Masindi: at("Masindi", 1.68, 31.72, W),
  Mbarara: at("Mbarara", -0.61, 30.66, W),
  Mitooma: at("Mitooma", -0.62, 30.02, W),
  Ntoroko: at("Kibuuku", 0.88, 30.39, W),
  Ntungamo: at("Ntungamo", -0.88, 30.26, W),
  Rubanda: at("Hamurwa", -1.14, 29.87, W),
  Rubirizi: at("Rubirizi", -0.27, 30.1, W),
  Rukiga: at("Mparo", -1.16, 30.05, W),
  Rukungiri: at("Rukungiri", -0.79, 29.94, W),
  Rwampara: at("Kinoni", -0.67, 30.5, W),
  Sheema: at("Kabwohe", -0.55, 30.38, W),

  // Central Region: Buganda.
  Buikwe: at("Buikwe", 0.34, 33.03, C),
  Bukomansimbi: at("Bukomansimbi", -0.16, 31.61, C),
  Butambala: at("Gombe", 0.17, 32.1, C),
  Buvuma: at("Kitamilo", 0.37, 33.27, C),
  Gomba: at("Kanoni", 0.18, 31.87, C),
  Kalangala: at("Kalangala", -0.31, 32.23, C),
  Kalungu: at("Kalungu", -0.08, 31.77, C),
  Kampala: at("Kampala", 0.32, 32.58, C),
  Kassanda: at("Kassanda", 0.53, 31.8, C),
  Kayunga: at("Kayunga", 0.7, 32.89, C),
  Kiboga: at("Kiboga", 0.92, 31.77, C),
  Kyankwanzi: at("Kyankwanzi", 1.2, 31.81, C),
  Kyotera: at("Kyotera", -0.63, 31.54, C),
  Luwero: at("Luwero", 0.84, 32.5, C),
  Lwengo: at("Lwengo", -0.42, 31.41, C),
  Lyantonde: at("Lyantonde", -0.4, 31.16, C),
  Masaka: at("Masaka", -0.34, 31.73, C),
  Mityana: at("Mityana", 0.42, 32.04, C),
  Mpigi: at("Mpigi", 0.23, 32.33, C),
  Mubende: at("Mubende", 0.56, 31.39, C),
  Mukono: at("Mukono", 0.35, 32.75, C),
  Nakaseke: at("Nakaseke", 0.73, 32.42, C),
  Nakasongola: at("Nakasongola", 1.31, 32.46, C),
  Rakai: at("Rakai", -0.71, 31.41, C),
  Sembabule: at("Sembabule", -0.08, 31.46, C),
  Wakiso: at("Wakiso", 0.4, 32.48, C),
};
