// The wire contract of additional questions and notifications (spec part 1 §3 "Additional
// question", §4 "Notification filtering"; part 2 §7.3, §7.4): the items of GET
// /hotels/{id}/notifications and /additional_questions, and a booked reservation's questions with
// its answers. The API builds these shapes (apps/api questions, reservation-questions) and the
// booking app reads them; the database columns use the same unions.

export type QuestionType = 'notification' | 'checkin' | 'checkout' | 'people_per_room' | 'free';
export type AnswerType = 'text' | 'options';
export type QuestionRequirement = 'do_not_ask' | 'optional' | 'required';
export type OwnableType = 'Hotel' | 'HotelBrand';

// Written once as a TypeBox schema in core/src/contract; a type here, for the apps.
export type { QuestionListing } from '../../contract/questions.ts';
import type { QuestionListing } from '../../contract/questions.ts';

/** One room's answer to a per-room question; which fields are set depends on the question_type. */
export interface ReservationAnswerRoom {
  /** reservation_rooms.id */
  reservation_hotel_room_id: number;
  checkin_time?: string;
  checkout_time?: string;
  adults?: number;
  men_count?: number;
  women_count?: number;
}

/** POST /hotels/{id}/file_attachments, one stored file (an image answering a question). */
export interface FileAttachmentView {
  id: string;
  file_name: string;
  content_type: string;
  byte_size: number;
}

/** GET .../additional_questions of a reservation: a question and the answer given so far. */
export interface ReservationQuestionView extends QuestionListing {
  answered: boolean;
  answer: { text: string | null; options: string[]; rooms: ReservationAnswerRoom[] } | null;
  attachments: FileAttachmentView[];
  /** Where each attachment is downloaded: GET with Client-Session and the reservation's bypass_token or email. */
  remote_attachments_urls: string[];
}
