import type { LostBetRefundCampaign } from '@xc/api-contract';
import type { CampaignRow } from './repository';

const HOUR = 60 * 60_000;
export const DAY = 24 * HOUR;
/** Days of the rewards are Vietnam calendar days (UTC+7, no daylight saving). */
const VIETNAM_OFFSET_MS = 7 * HOUR;

/** The Vietnam calendar day of an instant, YYYY-MM-DD. */
export const vietnamDay = (at: Date): string =>
  new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);

/** 00:00 in Vietnam of the day holding `at`. */
export function startOfVietnamDay(at: Date): Date {
  const local = at.getTime() + VIETNAM_OFFSET_MS;
  return new Date(local - (local % DAY) - VIETNAM_OFFSET_MS);
}

/** 00:00 in Vietnam of a YYYY-MM-DD day. */
export const vietnamMidnight = (day: string): Date => new Date(`${day}T00:00:00+07:00`);

/** 00:00 in Vietnam of the first day of the month holding `at`, and of the next month. */
export function vietnamMonth(at: Date): { start: Date; end: Date; month: number; year: number } {
  const local = new Date(at.getTime() + VIETNAM_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const start = new Date(Date.UTC(year, month, 1) - VIETNAM_OFFSET_MS);
  const end = new Date(Date.UTC(year, month + 1, 1) - VIETNAM_OFFSET_MS);
  return { start, end, month: month + 1, year };
}

const two = (n: number) => String(n).padStart(2, '0');

/** "dd/MM/yyyy" of the Vietnam day holding `at`. */
function dateText(at: Date): string {
  const local = new Date(at.getTime() + VIETNAM_OFFSET_MS);
  return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`;
}

function timeText(at: Date): string {
  const local = new Date(at.getTime() + VIETNAM_OFFSET_MS);
  return `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

/** A start as the page says it: "00:00 01/03/2026". */
const startText = (at: Date) => `${timeText(at)} ${dateText(at)}`;

/** An (exclusive) end as the page says it: midnight is "hết ngày" of the day before. */
function endText(at: Date): string {
  if (startOfVietnamDay(at).getTime() === at.getTime())
    return `hết ngày ${dateText(new Date(at.getTime() - 1))}`;
  return `${timeText(at)} ${dateText(at)}`;
}

export const vnd = (amount: number): string => `${amount.toLocaleString('en-US')} VND`;
/** 300 → "3%", 150 → "1.5%", 135 → "1.35%". */
export const percentOfBp = (rateBp: number): string =>
  `${(rateBp / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/** The campaign's rules as the page lists them, generated from its figures (never typed apart). */
export function campaignTerms(campaign: CampaignRow): string[] {
  const claimAfter = campaign.claimUntil.getTime() > campaign.endsAt.getTime();
  return [
    `Thời gian sự kiện: từ ${startText(campaign.startsAt)} đến ${endText(campaign.endsAt)} (giờ Việt Nam).`,
    `Hoàn trả ${percentOfBp(campaign.rateBp)} số tiền cược thua trong thời gian sự kiện: tổng tiền cược trừ tổng tiền thắng của các ván đã có kết quả, trên mọi sản phẩm.`,
    'Chỉ tính các ván có kết quả trong thời gian sự kiện; nếu tổng tiền thắng lớn hơn tổng tiền cược thì không có hoàn trả.',
    `Hoàn trả tối đa ${vnd(campaign.maxRefund)} cho mỗi tài khoản trong cả sự kiện.`,
    claimAfter
      ? `Nhận thưởng trên trang này đến ${endText(campaign.claimUntil)}; có thể nhận nhiều lần, mỗi lần nhận phần hoàn trả mới phát sinh.`
      : 'Nhận thưởng trên trang này trong thời gian sự kiện; có thể nhận nhiều lần, mỗi lần nhận phần hoàn trả mới phát sinh.',
    'Tiền hoàn trả được cộng vào số dư tài khoản, không yêu cầu vòng cược.',
    'Tài khoản bị khóa không được nhận thưởng sự kiện.',
  ];
}

export function campaignView(campaign: CampaignRow): LostBetRefundCampaign {
  return {
    id: campaign.id,
    title: campaign.title,
    startsAt: campaign.startsAt.toISOString(),
    endsAt: campaign.endsAt.toISOString(),
    claimUntil: campaign.claimUntil.toISOString(),
    rateBp: campaign.rateBp,
    maxRefund: campaign.maxRefund,
    terms: campaignTerms(campaign),
  };
}

/** What the rate gives on a net loss, rounded down and capped (in BigInt: loss × rate can pass 2^53). */
export const refundOf = (netLoss: number, rateBp: number, maxRefund: number): number =>
  netLoss <= 0 ? 0 : Math.min(Number((BigInt(netLoss) * BigInt(rateBp)) / 10_000n), maxRefund);
