import {
  MISSION_ERROR_CODES,
  MISSION_ERROR_STATUSES,
  MISSION_FEATURED_MAX,
  MISSION_MESSAGES,
  MISSION_RECENT_CLAIMS_DEFAULT,
  MISSION_STATUS_FILTER_OF,
  missionActionRequestSchema,
  missionListQuerySchema,
  missionRecentClaimsQuerySchema,
  type Mission,
  type MissionRecentClaim,
  type MissionRequirements,
  type MissionStatusFilter,
} from '@xc/api-contract';
import type { FakeReply, RecordedRequest } from './fake-api-server';
import type { FakeRouteTable } from './fake-rewards';

const DAY_MS = 86_400_000;

/** A mission as the API sends it; every field can be overridden. */
export function testMission(overrides: Partial<Mission> = {}): Mission {
  const now = Date.now();
  return {
    id: 1,
    code: 'DEPOSIT_100K',
    title: 'Nạp 100,000 VND',
    description: 'Nạp tối thiểu 100,000 VND trong một lần.',
    type: 'DAILY',
    tab: 'daily',
    category: 'deposit',
    conditionKind: 'DEPOSIT_AMOUNT',
    target: 100_000,
    progress: 0,
    status: 'NOT_ACCEPTED',
    reward: { kind: 'cash', amount: 10_000, rounds: null },
    prerequisite: null,
    cycle: new Date(now + 7 * 3_600_000).toISOString().slice(0, 10),
    startsAt: new Date(now - DAY_MS / 2).toISOString(),
    endsAt: new Date(now + DAY_MS / 2).toISOString(),
    deadline: null,
    claimUntil: null,
    acceptedAt: null,
    completedAt: null,
    claimedAt: null,
    featured: false,
    ...overrides,
  };
}

export interface FakeMissionsState {
  balance: number;
  missions: Mission[];
  /** What the configuration asks (`required`) and what the player has done (`met`). */
  firstDeposit: { required: boolean; met: boolean };
  phoneVerification: { required: boolean; met: boolean };
  claims: MissionRecentClaim[];
  /** The Vietnam day of the last check-in (a check-in counts once a day). */
  checkedInDay: string | null;
}

const refusal = (reason: keyof typeof MISSION_ERROR_CODES, message: string): FakeReply => ({
  status: MISSION_ERROR_STATUSES[reason],
  body: {
    success: false,
    statusCode: MISSION_ERROR_STATUSES[reason],
    code: MISSION_ERROR_CODES[reason],
    message,
  },
});

const vietnamDay = (ms = Date.now()) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * A stateful stand-in for the missions API (libs/api-contract/src/missions.ts) for one player: the
 * list with its filters, tabs and pages, the configured requirements, the spec's transitions
 * (accept NOT_ACCEPTED → IN_PROGRESS, COMPLETED → claim → COMPLETED_REWARDED, each refusal with the
 * contract's code, status and message), the check-in of the tracking ping and the recent claims.
 * A request with an `authorization` header is the player's; without, a visitor's (401). Change
 * `state`, or call `progress`, in a test to set the scene; `routes()` reads it on every request.
 */
export function fakeMissionsApi(overrides: Partial<FakeMissionsState> = {}) {
  const state: FakeMissionsState = {
    balance: 100_000,
    missions: [testMission()],
    firstDeposit: { required: true, met: true },
    phoneVerification: { required: true, met: true },
    claims: [],
    checkedInDay: null,
    ...overrides,
  };
  const player = (request: RecordedRequest) => typeof request.headers.authorization === 'string';
  const unauthorized: FakeReply = {
    status: 401,
    body: { success: false, statusCode: 401, code: 'UNAUTHORIZED', message: 'Vui lòng đăng nhập' },
  };
  const query = (request: RecordedRequest) =>
    Object.fromEntries(new URL(request.url, 'http://fake').searchParams.entries());
  const body = (request: RecordedRequest): unknown => {
    try {
      return JSON.parse(request.body);
    } catch {
      return null;
    }
  };
  const requirements = (): MissionRequirements => {
    const { firstDeposit, phoneVerification } = state;
    return {
      firstDeposit: { ...firstDeposit },
      phoneVerification: { ...phoneVerification },
      allowed:
        (!firstDeposit.required || firstDeposit.met) &&
        (!phoneVerification.required || phoneVerification.met),
    };
  };
  /** The refusal when a configured requirement is unmet, else null. */
  const gate = (): FakeReply | null => {
    const deposit = state.firstDeposit.required && !state.firstDeposit.met;
    const phone = state.phoneVerification.required && !state.phoneVerification.met;
    if (deposit && phone) return refusal('requirementsUnmet', MISSION_MESSAGES.requirementsUnmet);
    if (deposit) return refusal('depositRequired', MISSION_MESSAGES.depositRequired);
    if (phone) return refusal('phoneRequired', MISSION_MESSAGES.phoneRequired);
    return null;
  };
  const find = (request: RecordedRequest): Mission | FakeReply => {
    const parsed = missionActionRequestSchema.safeParse(body(request));
    const mission = parsed.success ? state.missions.find((m) => m.id === parsed.data.mission_id) : undefined;
    return mission ?? refusal('notFound', MISSION_MESSAGES.notFound);
  };
  const isMission = (value: Mission | FakeReply): value is Mission => 'status' in value && 'id' in value;
  const complete = (mission: Mission) => {
    if (mission.status === 'IN_PROGRESS' && mission.progress >= mission.target) {
      mission.progress = mission.target;
      mission.status = 'COMPLETED';
      mission.completedAt = new Date().toISOString();
    }
  };

  const routes = (): FakeRouteTable => ({
    'GET user/mission/list': (request) => {
      if (!player(request)) return unauthorized;
      const parsed = missionListQuerySchema.safeParse(query(request));
      if (!parsed.success) {
        return {
          status: 400,
          body: {
            success: false,
            statusCode: 400,
            code: 'VALIDATION_ERROR',
            message: 'Dữ liệu không hợp lệ',
          },
        };
      }
      const { page, per_page, category, status, tab } = parsed.data;
      const wanted = (filter: MissionStatusFilter, mission: Mission) =>
        filter === 'all' || MISSION_STATUS_FILTER_OF[filter] === mission.status;
      const matching = state.missions.filter(
        (m) =>
          (category === 'all' || m.category === category) && wanted(status, m) && (!tab || m.tab === tab),
      );
      return {
        body: {
          success: true,
          data: matching.slice((page - 1) * per_page, page * per_page),
          meta: {
            pagination: {
              total: matching.length,
              page,
              per_page,
              last_page: Math.max(1, Math.ceil(matching.length / per_page)),
            },
            requirements: requirements(),
          },
        },
      };
    },
    'GET user/mission/featured': (request) =>
      player(request)
        ? {
            body: {
              success: true,
              data: state.missions.filter((m) => m.featured).slice(0, MISSION_FEATURED_MAX),
            },
          }
        : unauthorized,
    'GET user/mission/claims/recent': (request) => {
      if (!player(request)) return unauthorized;
      const parsed = missionRecentClaimsQuerySchema.safeParse(query(request));
      const limit = parsed.success ? parsed.data.limit : MISSION_RECENT_CLAIMS_DEFAULT;
      return { body: { success: true, data: state.claims.slice(0, limit) } };
    },
    'POST user/mission/accept': (request) => {
      if (!player(request)) return unauthorized;
      const mission = find(request);
      if (!isMission(mission)) return mission;
      const refused = gate();
      if (refused) return refused;
      switch (mission.status) {
        case 'NOT_STARTED':
          return mission.prerequisite
            ? refusal('prerequisite', MISSION_MESSAGES.prerequisite(mission.prerequisite.title))
            : refusal('notStarted', MISSION_MESSAGES.notStarted);
        case 'IN_PROGRESS':
        case 'COMPLETED':
          return refusal('alreadyAccepted', MISSION_MESSAGES.alreadyAccepted);
        case 'COMPLETED_REWARDED':
          return refusal('alreadyClaimed', MISSION_MESSAGES.alreadyClaimed);
        case 'EXPIRED':
          return refusal('expired', MISSION_MESSAGES.expired);
        case 'NOT_ACCEPTED':
          mission.status = 'IN_PROGRESS';
          mission.progress = 0;
          mission.acceptedAt = new Date().toISOString();
          mission.deadline = mission.endsAt;
          return { body: { success: true, data: mission } };
      }
    },
    'POST user/mission/claim-reward': (request) => {
      if (!player(request)) return unauthorized;
      const mission = find(request);
      if (!isMission(mission)) return mission;
      const refused = gate();
      if (refused) return refused;
      switch (mission.status) {
        case 'NOT_STARTED':
        case 'NOT_ACCEPTED':
          return refusal('notAccepted', MISSION_MESSAGES.notAccepted);
        case 'IN_PROGRESS':
          return refusal('notCompleted', MISSION_MESSAGES.notCompleted);
        case 'COMPLETED_REWARDED':
          return refusal('alreadyClaimed', MISSION_MESSAGES.alreadyClaimed);
        case 'EXPIRED':
          return refusal('expired', MISSION_MESSAGES.expired);
        case 'COMPLETED': {
          mission.status = 'COMPLETED_REWARDED';
          mission.claimedAt = new Date().toISOString();
          state.balance += mission.reward.amount;
          state.claims.unshift({
            username: 'te***7',
            missionTitle: mission.title,
            reward: mission.reward,
            claimedAt: mission.claimedAt,
          });
          return {
            body: {
              success: true,
              data: {
                mission,
                reward: mission.reward,
                balance: state.balance,
                message: MISSION_MESSAGES.claimed(mission.reward.amount),
              },
            },
          };
        }
      }
    },
    'PATCH user/mission/tracking': (request) => {
      if (!player(request)) return unauthorized;
      const refused = gate();
      if (refused) return refused;
      const today = vietnamDay();
      if (state.checkedInDay !== today) {
        state.checkedInDay = today;
        for (const mission of state.missions) {
          if (mission.status === 'IN_PROGRESS' && mission.conditionKind === 'DAILY_CHECK_IN') {
            mission.progress += 1;
            complete(mission);
          }
        }
      }
      return {
        body: {
          success: true,
          data: {
            checkedInToday: true,
            requirements: requirements(),
            missions: state.missions.filter((m) => m.status === 'IN_PROGRESS' || m.status === 'COMPLETED'),
            claimable: state.missions.filter((m) => m.status === 'COMPLETED').length,
          },
        },
      };
    },
  });

  return {
    state,
    routes,
    /**
     * What the server would measure after a deposit or a bet: the mission's progress moves to
     * `value` (at most the target) while it is in progress, and it completes at the target.
     */
    progress(id: number, value: number) {
      const mission = state.missions.find((m) => m.id === id);
      if (!mission || mission.status !== 'IN_PROGRESS') return;
      mission.progress = Math.min(mission.target, value);
      complete(mission);
    },
  };
}

export type FakeMissionsApi = ReturnType<typeof fakeMissionsApi>;
