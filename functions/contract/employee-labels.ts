// What the Employees pages show (page size, position labels), apart from the zod schemas of
// employees.ts, so a page that only lists employees ships no schema code (issue 23).
import type { POSITIONS } from "./accounts";

export const EMPLOYEE_PAGE_SIZE = 10;

export const POSITION_LABELS: Record<(typeof POSITIONS)[number], string> = {
  OWNER: "Owner",
  MANAGING_DIRECTOR: "Managing Director",
  OPERATIONS_DIRECTOR: "Operations Director",
  DEALER_PRINCIPLE: "Dealer Principle",
  HEAD_OF_BUSINESS: "Head of Business",
  GENERAL_MANAGER: "General Manager",
  SALES_MANAGER: "Sales Manager",
  SALES_CONTROLLER: "Sales Controller",
  SALES_EXECUTIVE: "Sales Executive",
  TRADE_DISPOSALS: "Trade Disposals",
  GROUP_BUYER: "Group Buyer",
  BUYER: "Buyer",
};
