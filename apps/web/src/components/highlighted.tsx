/**
 * A sentence with one phrase of it picked out in colour, wherever the language puts that phrase
 * ('Find a home you will love in Chhattisgarh', 'छत्तीसगढ़ में अपने मन का घर ढूँढें'): the sentence
 * is translated with the phrase interpolated, and the phrase is marked where it appears.
 */
export function Highlighted({
  text,
  phrase,
  className,
}: {
  text: string;
  phrase: string;
  className: string;
}) {
  const at = phrase ? text.indexOf(phrase) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className={className}>{phrase}</span>
      {text.slice(at + phrase.length)}
    </>
  );
}
