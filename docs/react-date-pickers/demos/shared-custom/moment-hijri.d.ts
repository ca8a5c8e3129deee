/**
 * `moment-hijri` ships no type declarations. Like `moment-jalaali`, it exports
 * a Moment factory whose objects carry extra Hijri getters and setters; the
 * demos only create dates with it, so this declaration types them as Moment
 * objects with the Hijri methods the Hijri adapter relies on.
 */
declare module 'moment-hijri' {
  import moment from 'moment';

  namespace hijriMoment {
    interface Moment extends moment.Moment {
      iYear(): number;
      iMonth(): number;
      iDate(): number;
      format(format?: string): string;
    }
  }

  function hijriMoment(input?: moment.MomentInput, format?: string, strict?: boolean): hijriMoment.Moment;

  export = hijriMoment;
}
