// The search alerts list (spec 000 section 2): Make, Model, Years, Mileage, Distance, Actions; ADD
// ALERT; per row copy, edit and delete. Delete asks first: the confirmation is a state of the page
// (`?delete=<id>`), so it works without JavaScript.
import { Form, Link } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { SearchAlertDto } from "~contract/dto/alerts";
import { ALERT_MESSAGES } from "~contract/messages/alerts";
import { TableHead, TableWrap } from "~/components/table-wrap";

const number = new Intl.NumberFormat("en-GB");
const years = (a: SearchAlertDto) =>
  a.yearFrom === -1 && a.yearTo === -1
    ? "All years"
    : `${a.yearFrom === -1 ? "Any" : a.yearFrom} – ${a.yearTo === -1 ? "Any" : a.yearTo}`;
const mileage = (a: SearchAlertDto) => (a.mileageMaxValue === -1 ? "Any" : `Up to ${number.format(a.mileageMaxValue)}`);
const distance = (a: SearchAlertDto) =>
  a.distanceMaxValueInMiles === -1 ? "National" : `${a.distanceMaxValueInMiles} miles`;

interface AlertListProps {
  alerts: SearchAlertDto[];
  page: number;
  last: boolean;
  deleting: number | null;
}

export function AlertList({ alerts, page, last, deleting }: AlertListProps) {
  const base = "/my-organization/forms-alerts";
  const hydrated = useHydrated();
  return (
    <section className="card alert-list" data-hydrated={hydrated || undefined}>
      <div className="alert-list__head">
        <h1>Search Alerts</h1>
        <Link className="button" to={`${base}/create`}>
          ADD ALERT
        </Link>
      </div>
      {alerts.length === 0 ? (
        <p className="alert-list__empty">{ALERT_MESSAGES.EMPTY}</p>
      ) : (
        <TableWrap label="Search alerts">
          <table className="alert-table">
            <TableHead columns={["Make", "Model", "Years", "Mileage", "Distance", "Actions"]} />
            <tbody>
              {alerts.map((a) => (
                <tr key={a.id}>
                  <td data-label="Make">{a.vehicleMakeName ?? "All"}</td>
                  <td data-label="Model">{a.vehicleModelName ?? "All"}</td>
                  <td data-label="Years">{years(a)}</td>
                  <td data-label="Mileage">{mileage(a)}</td>
                  <td data-label="Distance">{distance(a)}</td>
                  <td className="alert-table__actions">
                    <Link
                      className="button button--small button--secondary"
                      to={`${base}/create?copy=${a.id}`}
                      aria-label={`Copy alert ${a.id}`}
                    >
                      Copy
                    </Link>
                    <Link
                      className="button button--small button--secondary"
                      to={`${base}/edit/${a.id}`}
                      aria-label={`Edit alert ${a.id}`}
                    >
                      Edit
                    </Link>
                    <Link
                      className="button button--small button--danger"
                      to={`?page=${page}&delete=${a.id}`}
                      aria-label={`Delete alert ${a.id}`}
                    >
                      Delete
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {page > 0 || !last ? (
        <nav className="alert-list__pager" aria-label="Pages">
          {page > 0 ? <Link to={`?page=${page - 1}`}>Previous</Link> : <span />}
          {!last ? <Link to={`?page=${page + 1}`}>Next</Link> : null}
        </nav>
      ) : null}
      {deleting !== null ? (
        <div className="alert-form__confirm" role="alertdialog" aria-labelledby="delete-alert-text">
          <p id="delete-alert-text">{ALERT_MESSAGES.DELETE_CONFIRM}</p>
          <Form method="post" className="alert-form__actions">
            <input type="hidden" name="id" value={deleting} />
            <Link className="button button--secondary" to={`?page=${page}`}>
              Cancel
            </Link>
            <button type="submit" className="button button--danger" name="intent" value="delete">
              Delete
            </button>
          </Form>
        </div>
      ) : null}
    </section>
  );
}
