/**
 * "by <name>" on records another teacher wrote (requirements "Authorship": "one the teacher wrote
 * shows no label"), in each list that shows it: a goal's data points, a service's sessions, the
 * contact log, the notes history and the goal cards. Each list gets one record of the signed-in
 * teacher (the fake API's profile), one of a team member and one whose author's account is gone.
 */

import { ContactList } from "@client/features/contacts/components/contact-list";
import { GoalSummaryList } from "@client/features/goals/components/goal-summary-list";
import { NoteList } from "@client/features/notes/components/note-list";
import { EntryList } from "@client/features/progress/components/entry-list";
import { SessionList } from "@client/features/services/components/session-list";
import { renderWithFakeApi, resetBetweenTests } from "@client/testing/test-utils";
import type { Contact } from "@shared/contracts/contacts";
import type { ServiceSession } from "@shared/contracts/services";
import {
  buildGoal,
  buildNote,
  buildProfile,
  buildProgressEntry,
  TEST_USER_ID,
} from "@shared/testing/data-generators";
import { screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";

resetBetweenTests();

const ME = buildProfile().name;
const MEMBER_ID = "22222222-2222-4222-8222-222222222222";
const GONE_ID = "33333333-3333-4333-8333-333333333333";

/** The three authors of each list: the signed-in teacher, a team member, a deleted account. */
const AUTHORS = [
  { id: TEST_USER_ID, name: ME as string | undefined },
  { id: MEMBER_ID, name: "Pat Rivera" as string | undefined },
  { id: GONE_ID, name: undefined },
] as const;

const goal = buildGoal();

const contact = (i: number, author: (typeof AUTHORS)[number]): Contact => ({
  id: `c${i}`,
  studentId: goal.studentId,
  date: `2026-03-0${i + 1}`,
  method: "phone",
  direction: "outgoing",
  contactName: null,
  relationship: null,
  purpose: "progress",
  outcome: "reached",
  summary: null,
  meetingId: null,
  followUpDate: null,
  followUpDeadlineId: null,
  enteredBy: author.id,
  authorName: author.name,
  createdAt: "2026-03-02T15:00:00.000Z",
  updatedAt: "2026-03-02T15:00:00.000Z",
});

const session = (i: number, author: (typeof AUTHORS)[number]): ServiceSession => ({
  id: `s${i}`,
  serviceId: "svc",
  studentId: goal.studentId,
  date: `2026-03-0${i + 1}`,
  minutes: 30,
  status: "delivered",
  groupSize: null,
  groupId: null,
  goalIds: [],
  note: null,
  enteredBy: author.id,
  authorName: author.name,
  createdAt: "2026-03-02T15:00:00.000Z",
  updatedAt: "2026-03-02T15:00:00.000Z",
});

const noop = () => {};

/** Each list, rendered with one record per author. */
const LISTS: { list: string; render: () => ReactElement }[] = [
  {
    list: "a goal's data points",
    render: () => (
      <EntryList
        goal={goal}
        entries={AUTHORS.map((a, i) =>
          buildProgressEntry({
            goalId: goal.id,
            entryDate: `2026-09-0${i + 1}`,
            enteredBy: a.id,
            authorName: a.name,
          }),
        )}
      />
    ),
  },
  {
    list: "a service's sessions",
    render: () => (
      <SessionList
        serviceName="Speech therapy"
        onEdit={noop}
        pages={{
          sessions: AUTHORS.map((a, i) => session(i, a)),
          isPending: false,
          error: null,
          hasNextPage: false,
          isFetchingNextPage: false,
          fetchNextPage: noop,
          refetch: noop,
        }}
      />
    ),
  },
  { list: "the contact log", render: () => <ContactList contacts={AUTHORS.map((a, i) => contact(i, a))} /> },
  {
    list: "the notes history",
    render: () => (
      <NoteList notes={AUTHORS.map((a) => buildNote({ authorId: a.id, authorName: a.name }))} onOpen={noop} />
    ),
  },
  {
    list: "the goal cards",
    render: () => (
      <GoalSummaryList goals={AUTHORS.map((a) => buildGoal({ authorId: a.id, authorName: a.name }))} />
    ),
  },
];

describe("'by …' labels (requirements 'Authorship')", () => {
  it.each(LISTS)("$list names a team member's record, not the teacher's own", async ({ render }) => {
    renderWithFakeApi(render());
    // Shown once the profile says who is signed in.
    expect(await screen.findAllByText("by Pat Rivera")).toHaveLength(1);
    expect(screen.queryByText(`by ${ME}`)).toBeNull();
    expect(screen.getAllByText(/^by /)).toHaveLength(1);
  });
});
