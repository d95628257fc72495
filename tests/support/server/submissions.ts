/** Valid rows for each submission table, as the site's forms send them. */
export function contact(overrides: Record<string, unknown> = {}) {
  return {
    name: "Amelia Hart",
    email: "amelia.hart@example.com",
    company: null,
    inquiry_type: "demo-request",
    message: "We would like a demonstration of the Core Engine for our risk team.",
    ...overrides,
  };
}

/** Its files under its own id, as the site names them (the database accepts no other). */
export function jobApplication(overrides: Record<string, unknown> = {}, id: string = crypto.randomUUID()) {
  return {
    id,
    position_title: "Senior Simulation Engineer",
    first_name: "Tom",
    surname: "Okafor",
    email: "tom.okafor@example.com",
    reason_to_apply: "I have built agent-based models of payment systems for five years.",
    cover_letter_url: null,
    cv_url: `cvs/${id}/1700000000000-cv.pdf`,
    ...overrides,
  };
}

export function partnership(id: string = crypto.randomUUID(), overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: "Dr Priya Nair",
    email: "p.nair@example.ac.uk",
    research_area: "Systemic risk",
    institution: "University of Example",
    topic_statement: "Contagion through common exposures in non-bank lenders.",
    collaboration_type: "Joint research project",
    proposal_file_path: `research-partnerships/${id}_proposal.pdf`,
    ...overrides,
  };
}

export function incubation(id: string = crypto.randomUUID(), overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: "Leo Brandt",
    email: "leo@example.com",
    research_area: "Climate finance",
    institution: "Example Institute",
    topic_statement: "Transition risk in mortgage portfolios.",
    support_needed: "Compute and mentoring",
    proposal_file_path: null,
    ...overrides,
  };
}
