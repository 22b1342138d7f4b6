/**
 * The e-mail that carries a parent's signing link, in English or Spanish (requirements "Signatures and
 * consent"). The subject never names the student; the body names the student as "Maya R." (the teams
 * feature's `shortName`), the teacher who sent it, the link, and that it works once and until its
 * last day. Nothing else of the record.
 */
import type { IepDocumentLanguage } from "../../../shared/contracts/ieps.ts";
import { formatDate } from "../../../shared/domain/date-format.ts";
import type { MailMessage } from "../../mail/mailer.ts";

/** The subject of a signing link's e-mail, per language (no student data). */
export const SIGNING_MAIL_SUBJECTS: Record<IepDocumentLanguage, string> = {
  en: "An IEP is ready for your signature",
  es: "Un PEI está listo para su firma",
};

/** What a signing link's e-mail says. */
export interface SigningMail {
  to: string;
  language: IepDocumentLanguage;
  /** The parent's name as the teacher wrote it. */
  signerName: string;
  /** The student as the body names them: "Maya R.". */
  studentShortName: string;
  teacherName: string;
  /** `${appUrl}/sign/<token>`. */
  url: string;
  expiresAt: Date;
  /** The teacher's time zone, for the last day the link works. */
  timeZone: string;
}

/** The message for `mail` in its language. */
export function signingMailMessage(mail: SigningMail): MailMessage {
  const until = formatDate(mail.expiresAt, { language: mail.language, timeZone: mail.timeZone });
  const text =
    mail.language === "es"
      ? [
          `Hola ${mail.signerName}:`,
          "",
          `${mail.teacherName} le envía el Programa de Educación Individualizada (PEI) de ${mail.studentShortName} para que lo lea y lo firme.`,
          "",
          `Ábralo aquí: ${mail.url}`,
          "",
          `El enlace funciona una sola vez y hasta el ${until}. No necesita una cuenta. Si tiene preguntas, comuníquese con ${mail.teacherName}.`,
        ]
      : [
          `Hello ${mail.signerName},`,
          "",
          `${mail.teacherName} sent you the Individualized Education Program (IEP) of ${mail.studentShortName} to read and sign.`,
          "",
          `Open it here: ${mail.url}`,
          "",
          `The link works once and until ${until}. You do not need an account. If you have questions, contact ${mail.teacherName}.`,
        ];
  return { to: mail.to, subject: SIGNING_MAIL_SUBJECTS[mail.language], text: `${text.join("\n")}\n` };
}
