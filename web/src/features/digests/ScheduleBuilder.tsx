import { Button, Field, HStack, NativeSelect, Stack, Text, Wrap } from "@chakra-ui/react";
import { useState } from "react";
import { DEFAULT_SCHEDULE, describeSchedule, fromCron, roundMinute, toCron, type Frequency, type Schedule } from "./scheduleBuilder";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const FREQUENCIES: Array<{ value: Frequency; label: string }> = [
  { value: "hourly", label: "Hourly" },
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly" },
  { value: "monthly", label: "Monthly" },
];
const pad = (n: number) => String(n).padStart(2, "0");
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/**
 * The schedule builder (spec part 3 section 5): repeat interval (at least 1), weekly days and monthly days (the last
 * one cannot be removed), hour 0-23 and minute in steps of 5, in the viewer's local time; `onChange` gets the cron
 * in UTC. A stored cron the builder cannot show (written through the API) stays as it is until the user edits.
 */
export function ScheduleBuilder(props: { cron: string | null; onChange: (cron: string) => void; error?: string | undefined }) {
  const zone = localZone();
  const [schedule, setSchedule] = useState<Schedule>(() => (props.cron ? fromCron(props.cron, zone) : null) ?? DEFAULT_SCHEDULE);
  const set = (next: Partial<Schedule>) => {
    const s = { ...schedule, ...next };
    setSchedule(s);
    props.onChange(toCron(s, zone));
  };
  const toggle = (list: number[], day: number) => (list.includes(day) ? (list.length > 1 ? list.filter((d) => d !== day) : list) : [...list, day].sort((a, b) => a - b));
  const hint = props.cron ? `${describeSchedule(props.cron, zone)} (${zone}) · stored in UTC as ${props.cron}` : "Choose when this digest runs.";

  return (
    <Field.Root invalid={Boolean(props.error)} required>
      <Field.Label>Schedule</Field.Label>
      <Stack gap="3" w="full" borderWidth="1px" borderColor="border" rounded="l2" p="3">
        <HStack gap="3" wrap="wrap" align="end">
          <Field.Root w="auto">
            <Field.Label fontSize="xs">Repeat</Field.Label>
            <NativeSelect.Root size="sm" w="32">
              <NativeSelect.Field aria-label="Repeat" value={schedule.frequency} onChange={(e) => set({ frequency: e.target.value as Frequency })}>
                {FREQUENCIES.map((f) => (
                  <option key={f.value} value={f.value}>
                    {f.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {(schedule.frequency === "hourly" || schedule.frequency === "daily") && (
            <Field.Root w="auto">
              <Field.Label fontSize="xs">Every ({schedule.frequency === "hourly" ? "hours" : "days"})</Field.Label>
              <NativeSelect.Root size="sm" w="20">
                <NativeSelect.Field aria-label="Repeat interval" value={String(schedule.interval)} onChange={(e) => set({ interval: Number(e.target.value) })}>
                  {Array.from({ length: schedule.frequency === "hourly" ? 12 : 31 }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
          {(schedule.frequency !== "hourly" || schedule.interval > 1) && (
            <Field.Root w="auto">
              <Field.Label fontSize="xs">Hour</Field.Label>
              <NativeSelect.Root size="sm" w="20">
                <NativeSelect.Field aria-label="Hour" value={String(schedule.hour)} onChange={(e) => set({ hour: Number(e.target.value) })}>
                  {Array.from({ length: 24 }, (_, h) => (
                    <option key={h} value={h}>
                      {pad(h)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
          <Field.Root w="auto">
            <Field.Label fontSize="xs">Minute</Field.Label>
            <NativeSelect.Root size="sm" w="20">
              <NativeSelect.Field aria-label="Minute" value={String(roundMinute(schedule.minute))} onChange={(e) => set({ minute: Number(e.target.value) })}>
                {Array.from({ length: 12 }, (_, i) => i * 5).map((m) => (
                  <option key={m} value={m}>
                    {pad(m)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
        {schedule.frequency === "weekly" && (
          <Wrap gap="1" role="group" aria-label="Days of the week">
            {WEEKDAYS.map((d, i) => (
              <Button
                key={d}
                size="xs"
                variant={schedule.weekdays.includes(i) ? "solid" : "outline"}
                colorPalette={schedule.weekdays.includes(i) ? "brand" : "gray"}
                aria-pressed={schedule.weekdays.includes(i)}
                onClick={() => set({ weekdays: toggle(schedule.weekdays, i) })}
              >
                {d}
              </Button>
            ))}
          </Wrap>
        )}
        {schedule.frequency === "monthly" && (
          <Wrap gap="1" role="group" aria-label="Days of the month">
            {Array.from({ length: 31 }, (_, i) => i + 1).map((d) => (
              <Button
                key={d}
                size="xs"
                minW="8"
                variant={schedule.monthDays.includes(d) ? "solid" : "outline"}
                colorPalette={schedule.monthDays.includes(d) ? "brand" : "gray"}
                aria-pressed={schedule.monthDays.includes(d)}
                onClick={() => set({ monthDays: toggle(schedule.monthDays, d) })}
              >
                {d}
              </Button>
            ))}
          </Wrap>
        )}
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      </Stack>
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}
