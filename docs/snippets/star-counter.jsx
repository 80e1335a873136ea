// A small component of the example site's own: a counter that hydrates in the browser (see the
// "Custom components" guide). `useState` is in scope without an import, as in Mintlify.
const box = {
  display: "inline-flex",
  alignItems: "center",
  gap: "12px",
  padding: "8px 12px",
  border: "1px solid var(--sx-border)",
  borderRadius: "var(--sx-radius)",
  background: "var(--sx-bg-soft)",
};
const button = {
  font: "inherit",
  padding: "4px 12px",
  border: "1px solid var(--sx-primary)",
  borderRadius: "var(--sx-radius)",
  background: "var(--sx-primary)",
  color: "#fff",
  cursor: "pointer",
};

export const StarCounter = ({ label = "Stars", start = 0 }) => {
  const [stars, setStars] = useState(start);
  return (
    <div className="star-counter" style={box}>
      <button type="button" style={button} onClick={() => setStars(stars + 1)} aria-label={`Add a star to ${label}`}>
        ★ Star
      </button>
      <span aria-live="polite">
        {label}: <strong>{stars}</strong>
      </span>
    </div>
  );
};
