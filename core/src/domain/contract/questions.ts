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

export type { FileAttachmentView, ReservationAnswerRoom, ReservationQuestionView } from '../../contract/manage.ts';
