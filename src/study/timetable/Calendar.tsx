// The week and month views (spec 2 §2, §9): FullCalendar 7, loaded only with the timetable. The
// screen owns the period (its own today, arrows and pickers), so the calendar has no toolbar and
// follows the anchor day. Events are coloured online / face to face; hovering, focusing or tapping
// one shows its details; each date carries its marker (error, info, success).
import FullCalendar, { type CalendarRef, type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import zhCnLocale from '@fullcalendar/react/locales/zh-cn';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import skeletonStyles from '@fullcalendar/react/skeleton.css?inline';
import themeStyles from '@fullcalendar/react/themes/classic/theme.css?inline';
import paletteStyles from '@fullcalendar/react/themes/classic/palette.css?inline';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { dateMarker, type DateMarker } from '../../lib/study/date-markers';
import { dateKeyOf } from '../../lib/study/timetable';
import { ActivityDetails } from './ActivityDetails';
import type { Timetable, TimetableActivity } from './api';
import { DateMarkerDot } from './DateMarkerDot';
import { KIND_COLOURS, kindOf } from './presentation';
import { useLocale } from '../../ui/useT';
import { addScreenStyles } from '../ui/screen-styles';

// FullCalendar's styles with this chunk only (../ui/screen-styles.ts).
addScreenStyles('calendar', skeletonStyles, themeStyles, paletteStyles);

/** Spec 2 §9: 15-minute slots, 96 a day; weeks start on Sunday. */
const SLOT_DURATION = '00:15:00';
const SUNDAY = 0;

interface CalendarProps {
  view: 'week' | 'month';
  anchorDate: string;
  /** The week view's days, the end excluded ('YYYY-MM-DD'): the week or the range picked. */
  range: { start: string; end: string };
  timetable: Timetable;
}

interface Shown {
  activity: TimetableActivity;
  rect: DOMRect;
}

const TOOLTIP_ID = 'study-timetable-event-detail';
/** A week's seven days about 90 px each with the hours' column: an event beside another is still a 24 px target. */
const WEEK_MIN_WIDTH = '42rem';

export function Calendar({ view, anchorDate, range, timetable }: CalendarProps) {
  const locale = useLocale();
  const calendar = useRef<CalendarRef>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  // FullCalendar lays a view out twice: once, then again with what it measured (the time axis's
  // width, the rows' heights). The calendar stays invisible, its room already taken, until the
  // second layout, so the first one never shows as a layout shift (0.3 on a phone, issue 28).
  const [laidOut, setLaidOut] = useState(false);
  useEffect(() => {
    setLaidOut(false);
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setLaidOut(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [view]);

  // The month follows the anchor day; the week view shows its range (visibleRange) instead.
  useEffect(() => {
    if (view === 'month') calendar.current?.getApi().gotoDate(anchorDate);
  }, [anchorDate, view]);

  const markers = useMemo(() => {
    const now = new Date();
    return new Map<string, DateMarker | undefined>(timetable.optionData.map((option) => [option.dateKey, dateMarker(option, now)]));
  }, [timetable]);

  const events = useMemo<EventInput[]>(
    () =>
      timetable.activityResultVOList.map((activity) => ({
        id: String(activity.id),
        title: activity.activityName,
        start: dayjs(activity.startTime).toDate(),
        end: dayjs(activity.endTime).toDate(),
        color: KIND_COLOURS[kindOf(activity.onlineType)],
        extendedProps: { activity },
      })),
    [timetable],
  );

  // The details follow the pointer or the focus; Escape or leaving hides them.
  useEffect(() => {
    if (!shown) return;
    const hide = (event: KeyboardEvent) => event.key === 'Escape' && setShown(null);
    const away = () => setShown(null);
    window.addEventListener('keydown', hide);
    window.addEventListener('scroll', away, { passive: true, capture: true });
    return () => {
      window.removeEventListener('keydown', hide);
      window.removeEventListener('scroll', away, { capture: true });
    };
  }, [shown]);

  const show = (element: HTMLElement, activity: TimetableActivity) => setShown({ activity, rect: element.getBoundingClientRect() });

  return (
    // The theme's faint grey (other months' days) is too light to read: a darker grey passes WCAG AA.
    <div
      className={`relative ${laidOut ? '' : 'invisible'}`}
      data-calendar={view}
      data-calendar-ready={laidOut || undefined}
      style={{ '--fc-classic-faint-foreground': '#64748b' } as CSSProperties}
    >
      {/* On a phone the week keeps days wide enough to tap an event (issue 28 item 5): the grid
          scrolls sideways inside its box, the page does not. */}
      <div className={view === 'week' ? 'overflow-x-auto' : undefined} data-calendar-scroll>
        <div style={view === 'week' ? { minWidth: WEEK_MIN_WIDTH } : undefined}>
          <FullCalendar
            key={view}
            ref={calendar}
            plugins={[classicTheme, dayGridPlugin, timeGridPlugin]}
            // The week is a generic time grid over its days: Sunday to Saturday, or the range picked (spec 2 §2).
            initialView={view === 'week' ? 'timeGrid' : 'dayGridMonth'}
            visibleRange={view === 'week' ? range : undefined}
            initialDate={anchorDate}
            locale={locale === 'zh-CN' ? zhCnLocale : 'en'}
            firstDay={SUNDAY}
            headerToolbar={false}
            slotDuration={SLOT_DURATION}
            slotHeaderInterval="01:00:00"
            scrollTime="08:00:00"
            allDaySlot={false}
            height={view === 'week' ? 680 : 'auto'}
            events={events}
            slotLaneClass="study-slot"
            // A month row event is 24 px high at least (WCAG 2.2 target size).
            rowEventClass="min-h-6"
            // Side by side, never stacked over each other: every event stays a target of its own.
            slotEventOverlap={false}
            eventInteractive
            dayMaxEvents={3}
            // Month events as coloured bars (not dots): the legend's colours read at a glance, and each bar is a full target.
            eventDisplay="block"
            eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
            dayHeaderContent={(info) => (
              <span className="inline-flex items-center gap-1" data-day-header={dateKeyOf(info.date)}>
                {info.text}
                <DateMarkerDot marker={markers.get(dateKeyOf(info.date))} />
              </span>
            )}
            dayCellTopContent={(info) =>
              view === 'month' ? (
                <span className="inline-flex items-center gap-1" data-day-cell={dateKeyOf(info.date)}>
                  <DateMarkerDot marker={markers.get(dateKeyOf(info.date))} />
                  {info.dayNumberText}
                </span>
              ) : undefined
            }
            eventDidMount={({ el, event }) => {
              const activity = event.extendedProps.activity as TimetableActivity;
              el.dataset.event = activity.activityName;
              el.dataset.eventKind = kindOf(activity.onlineType);
              el.addEventListener('focus', () => show(el, activity));
              el.addEventListener('blur', () => setShown(null));
            }}
            eventMouseEnter={({ el, event }) => show(el, event.extendedProps.activity as TimetableActivity)}
            eventMouseLeave={() => setShown(null)}
            eventClick={({ el, event, jsEvent }) => {
              jsEvent.preventDefault();
              show(el, event.extendedProps.activity as TimetableActivity);
            }}
          />
        </div>
      </div>
      {shown && (
        <div
          id={TOOLTIP_ID}
          role="tooltip"
          data-event-detail
          className="pointer-events-none fixed z-50 w-72 max-w-[calc(100vw-1rem)] space-y-1 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700 shadow-lg"
          style={{
            left: Math.max(8, Math.min(shown.rect.left, window.innerWidth - 296)),
            top: shown.rect.bottom + 6 + 150 > window.innerHeight ? Math.max(8, shown.rect.top - 150) : shown.rect.bottom + 6,
          }}
        >
          <ActivityDetails activity={shown.activity} />
        </div>
      )}
    </div>
  );
}
