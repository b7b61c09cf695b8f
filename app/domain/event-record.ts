/**
 * A stored event as every screen reads it (db/queries/events.server.ts selects exactly these columns): the
 * public lists, the admin list, the calendar files and the API.
 */
export type EventRecord = {
  id: string;
  title: string;
  description: string | null;
  eventDate: Date;
  endDate: Date | null;
  eventType: string;
  location: string | null;
  onlineLink: string | null;
  imageUrl: string | null;
  isActive: boolean;
  /** Raised by the database with every change of time or place (migration 0017): the calendars' SEQUENCE. */
  sequence: number;
  updatedAt: Date;
};
