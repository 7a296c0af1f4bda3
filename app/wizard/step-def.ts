// What one wizard step is (decision 0090): its place in the side navigation, its loader data, its
// view, how its form becomes the draft section it saves (a zod schema parsed with conform), its
// own buttons and where Next and Back go. A step module exports one `defineStep(...)`; the registry
// (registry.ts) lists them in order, and everything numbered comes from that order.
import { createElement, type ComponentType, type ReactElement } from "react";
import type { data } from "@remix-run/cloudflare";
import type { FieldErrors } from "~contract/api";
import type { DraftDto } from "~contract/dto/draft";
import type { DraftSave } from "~contract/wizard/draft-request";
import type { WizardSection } from "~contract/wizard/steps";
import type { WizardCall } from "./wizard-api.server";

/** Steps are numbered from 1 in the registry's order; the first is where a new listing starts. */
export const FIRST_STEP = 1;

/** What the navigation rules read (spec 001 section 2.1). */
export interface NavFacts {
  photoCount: number;
  editing: boolean;
}

/** One row of the launch summary: what it is, and its value. */
export type SummaryRow = readonly [term: string, value: string];
/** What the summary rows read beside the draft. */
export interface SummaryFacts {
  hasGroup: boolean;
}

/** What a step's view gets: its own loader data, the draft, and the last refused post. */
export interface StepProps<D = unknown> {
  /** The step's number, from the registry. */
  step: number;
  /**
   * Every step in the registry's order, handed down by the page, so a step that reads the others
   * (the launch summary) need not import the registry that imports it.
   */
  steps: readonly WizardStepModule[];
  data: D;
  draft: DraftDto | null;
  /** What was posted when the post was refused (the dealer's typing is never lost), else null. */
  values: Record<string, string> | null;
  errors: FieldErrors;
}

export interface WizardActionData {
  step: number;
  values: Record<string, string>;
  errors: FieldErrors;
  formError?: string;
  /** A link the form error leads to (the wallet, for a payment refusal). */
  formErrorLink?: { href: string; label: string };
}

/** A redirect (the draft saved), or this step again with its messages. */
export type StepAnswer = Response | ReturnType<typeof data<WizardActionData>>;

/** The section a step's form saves, and the errors that keep Next on the step. */
export interface Parsed {
  body: DraftSave;
  errors: FieldErrors;
}

/** What a step's server side gets for one post of its form. */
export interface StepPost {
  c: WizardCall;
  form: FormData;
  draft: DraftDto | null;
  /** This step's number. */
  step: number;
  intent: string;
  /** The part after ':' of an intent such as `delete:41`. */
  arg: string;
  today: string;
  /** The step's form as its section (memoised: parsed once however often it is asked). */
  parsed(): Promise<Parsed>;
  /** Saves the draft and shows step `to` (a step id, or "here"); a refusal shows this step again. */
  save(body: DraftSave, to: string): Promise<StepAnswer>;
  /** Shows this step again with the errors and what was typed. */
  fail(errors: FieldErrors, formError?: string, formErrorLink?: WizardActionData["formErrorLink"]): StepAnswer;
  /** Shows this step again with extra values (a question, one more row) and no error. */
  again(values: Record<string, string>): StepAnswer;
}

export interface StepLoad {
  c: WizardCall;
  draft: DraftDto | null;
  url: URL;
}

export interface StepDef<D> {
  /** The step's name in the registry and in Next/Back rules; never shown. */
  id: string;
  /** The section title of spec 001 section 2.1 (VEHICLE REGISTRATION, PHOTOS...). */
  title: string;
  /** The step's heading and its entry in the side navigation. */
  label: string;
  /** The draft section whose recorded errors give the side navigation's error icon. */
  section: WizardSection | null;
  /** /add-vehicle/{alias} opens this step (spec 000 section 2; decision 0068). */
  alias?: string;
  /** Editing an existing auction opens here (spec 001 section 2.1). */
  editStart?: boolean;
  /** Leaving the wizard from this step asks first (spec 001 section 2.1: steps 3 to 10). */
  warnOnLeave?: boolean;
  /** The step opens without a draft (the registration number, and the lookup of a typed one). */
  draftless?: boolean;
  /** The footer's main button: Next, Search, none (the step's own answers) or Launch. */
  footer?: "next" | "search" | "none" | "launch";
  /** The intent Enter in a field posts (the first submit button). */
  enterIntent?: string;
  /** Upload steps stay mounted across saves: their upload statuses outlive the save. */
  keepMounted?: boolean;
  /**
   * The rows this step gives the listing summary above Launch (spec 001 section 2.1), in the
   * registry's order: a term and what the draft says, or the spec's placeholder.
   */
  summary?: (draft: DraftDto, facts: SummaryFacts) => SummaryRow[];
  next?: (facts: NavFacts) => string | undefined;
  back?: (facts: NavFacts) => string | undefined;
  load?: (l: StepLoad) => Promise<D>;
  View: ComponentType<StepProps<D>>;
  /** With JavaScript: whether Launch and SAVE DRAFT may be pressed yet (the form as it stands). */
  ready?: (form: HTMLFormElement, data: D) => boolean;
  parse?: (p: StepPost) => Promise<Parsed>;
  /** The step's own buttons by intent verb; undefined lets the common navigation go on. */
  intents?: Record<string, (p: StepPost) => Promise<StepAnswer | undefined>>;
  /** Asked before Next, Back, SAVE DRAFT or a side-navigation jump leaves the step. */
  beforeLeave?: (p: StepPost) => StepAnswer | undefined;
  /** Next's own answer once the form has no errors and `to` is known; undefined: save and go. */
  onNext?: (p: StepPost, parsed: Parsed, to: number) => Promise<StepAnswer | undefined>;
}

/** A step as the registry holds it: its data type erased behind `load` and `render`. */
export interface WizardStepModule extends Omit<StepDef<unknown>, "View" | "ready" | "load"> {
  load(l: StepLoad): Promise<unknown>;
  render(props: StepProps<unknown>): ReactElement;
  ready?: (form: HTMLFormElement, data: unknown) => boolean;
}

export function defineStep<D>(def: StepDef<D>): WizardStepModule {
  const { View, ready, load, ...rest } = def;
  return {
    ...rest,
    // `data` always comes from this same step's `load` (the page loads the step it shows), so it
    // is this step's D; the registry only erases the type to hold every step in one list.
    load: async (l) => (load ? await load(l) : undefined),
    render: (props) => createElement(View, { ...props, data: props.data as D }),
    ready: ready && ((form, data) => ready(form, data as D)),
  };
}
