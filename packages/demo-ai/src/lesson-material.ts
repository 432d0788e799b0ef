/** Subject material the demo lesson writer draws on: code, formulas, charts and phrases by topic. */

export type SubjectKind = "programming" | "quantitative" | "language" | "general";
export type CodeLanguage = "python" | "javascript" | "sql" | "bash" | "html";

const has = (text: string, words: string[]) => words.some((w) => new RegExp(`\\b${w}`, "i").test(text));

/** What kind of subject a lesson belongs to, read from its course, goal and titles. */
export function subjectKindOf(text: string): SubjectKind {
  if (
    has(text, [
      "python",
      "javascript",
      "typescript",
      "programming",
      "code",
      "coding",
      "sql",
      "react",
      "java",
      "rust",
      "html",
      "css",
      "software",
      "developer",
      "script",
      "automat",
      "api",
      "git",
      "web dev",
      "algorithm",
    ])
  )
    return "programming";
  if (
    has(text, [
      "math",
      "calculus",
      "algebra",
      "statistic",
      "data",
      "analy",
      "probabilit",
      "financ",
      "budget",
      "invest",
      "physics",
      "chemistry",
      "machine learning",
      "econom",
      "accounting",
      "excel",
      "spreadsheet",
    ])
  )
    return "quantitative";
  if (
    has(text, [
      "spanish",
      "french",
      "german",
      "italian",
      "portuguese",
      "japanese",
      "language",
      "vocabulary",
      "grammar",
      "pronunciation",
      "conversation",
      "english",
    ])
  )
    return "language";
  return "general";
}

/** The programming language a lesson's examples use. */
export function codeLanguageOf(text: string): CodeLanguage {
  if (has(text, ["sql", "database", "quer"])) return "sql";
  if (has(text, ["javascript", "typescript", "react", "node", "frontend", "web app", "browser"]))
    return "javascript";
  if (has(text, ["bash", "shell", "command line", "terminal", "linux", "git"])) return "bash";
  if (has(text, ["html", "css"])) return "html";
  return "python";
}

type CodeSample = { match: string[]; code: Record<CodeLanguage, string> };

const CODE: CodeSample[] = [
  {
    match: ["loop", "iterat", "repeat", "control flow"],
    code: {
      python: `scores = [72, 88, 95, 61]\nfor score in scores:\n    if score >= 90:\n        print(score, "excellent")\n    elif score >= 70:\n        print(score, "good")\n    else:\n        print(score, "needs practice")`,
      javascript: `const scores = [72, 88, 95, 61];\nfor (const score of scores) {\n  const label = score >= 90 ? "excellent" : score >= 70 ? "good" : "needs practice";\n  console.log(score, label);\n}`,
      sql: `SELECT name,\n       CASE WHEN score >= 90 THEN 'excellent'\n            WHEN score >= 70 THEN 'good'\n            ELSE 'needs practice' END AS label\nFROM results;`,
      bash: `for file in *.csv; do\n  echo "Processing $file"\n  wc -l "$file"\ndone`,
      html: `<ul>\n  <li>Step 1: read the data</li>\n  <li>Step 2: repeat for each row</li>\n</ul>`,
    },
  },
  {
    match: ["function", "reus", "modul"],
    code: {
      python: `def average(values: list[float]) -> float:\n    """Return the mean of a non-empty list."""\n    if not values:\n        raise ValueError("values must not be empty")\n    return sum(values) / len(values)\n\nprint(average([3, 4, 5]))  # 4.0`,
      javascript: `function average(values) {\n  if (values.length === 0) throw new Error("values must not be empty");\n  return values.reduce((sum, v) => sum + v, 0) / values.length;\n}\n\nconsole.log(average([3, 4, 5])); // 4`,
      sql: `CREATE FUNCTION order_total(price numeric, qty int)\nRETURNS numeric AS $$\n  SELECT price * qty;\n$$ LANGUAGE sql;`,
      bash: `backup() {\n  local source="$1"\n  tar -czf "$source-$(date +%F).tar.gz" "$source"\n}\nbackup notes`,
      html: `<button type="button" class="primary">Save</button>\n<button type="button" class="primary">Cancel</button>`,
    },
  },
  {
    match: ["data", "pandas", "csv", "file", "clean", "dataframe", "analy"],
    code: {
      python: `import pandas as pd\n\nsales = pd.read_csv("sales.csv", parse_dates=["date"])\nmonthly = sales.groupby(sales["date"].dt.to_period("M"))["amount"].sum()\nprint(monthly.tail(3))`,
      javascript: `const rows = text.trim().split("\\n").slice(1).map((line) => line.split(","));\nconst total = rows.reduce((sum, [, amount]) => sum + Number(amount), 0);\nconsole.log(\`Total: \${total.toFixed(2)}\`);`,
      sql: `SELECT date_trunc('month', sold_at) AS month,\n       SUM(amount) AS revenue\nFROM sales\nGROUP BY month\nORDER BY month;`,
      bash: `cut -d, -f2 sales.csv | tail -n +2 | paste -sd+ | bc`,
      html: `<table>\n  <thead><tr><th>Month</th><th>Revenue</th></tr></thead>\n  <tbody><tr><td>Jan</td><td>1,200</td></tr></tbody>\n</table>`,
    },
  },
  {
    match: ["error", "exception", "debug", "test"],
    code: {
      python: `def parse_age(text: str) -> int:\n    try:\n        age = int(text)\n    except ValueError:\n        raise ValueError(f"{text!r} is not a whole number") from None\n    if age < 0:\n        raise ValueError("age cannot be negative")\n    return age\n\nassert parse_age("42") == 42`,
      javascript: `function parseAge(text) {\n  const age = Number.parseInt(text, 10);\n  if (Number.isNaN(age)) throw new Error(\`\${text} is not a whole number\`);\n  return age;\n}\n\nconsole.assert(parseAge("42") === 42);`,
      sql: `BEGIN;\nUPDATE accounts SET balance = balance - 50 WHERE id = 1;\nUPDATE accounts SET balance = balance + 50 WHERE id = 2;\nCOMMIT;`,
      bash: `set -euo pipefail\ncp config.yml config.yml.bak || { echo "backup failed" >&2; exit 1; }`,
      html: `<label for="age">Age</label>\n<input id="age" type="number" min="0" required>`,
    },
  },
  {
    match: ["class", "object", "oop"],
    code: {
      python: `class Account:\n    def __init__(self, owner: str, balance: float = 0):\n        self.owner = owner\n        self.balance = balance\n\n    def deposit(self, amount: float) -> None:\n        if amount <= 0:\n            raise ValueError("deposit must be positive")\n        self.balance += amount`,
      javascript: `class Account {\n  constructor(owner, balance = 0) {\n    this.owner = owner;\n    this.balance = balance;\n  }\n  deposit(amount) {\n    if (amount <= 0) throw new Error("deposit must be positive");\n    this.balance += amount;\n  }\n}`,
      sql: `CREATE TABLE accounts (\n  id serial PRIMARY KEY,\n  owner text NOT NULL,\n  balance numeric NOT NULL DEFAULT 0 CHECK (balance >= 0)\n);`,
      bash: `mkdir -p project/{src,tests,docs}\ntree project`,
      html: `<article class="card">\n  <h2>Account</h2>\n  <p class="balance">£120.00</p>\n</article>`,
    },
  },
];

const DEFAULT_CODE: Record<CodeLanguage, (topic: string) => string> = {
  python: (topic) =>
    `# ${topic}: a first working example\nitems = ["plan", "practise", "review"]\nfor step, item in enumerate(items, start=1):\n    print(f"Step {step}: {item}")`,
  javascript: (topic) =>
    `// ${topic}: a first working example\nconst steps = ["plan", "practise", "review"];\nsteps.forEach((item, i) => console.log(\`Step \${i + 1}: \${item}\`));`,
  sql: (topic) =>
    `-- ${topic}: a first working query\nSELECT title, created_at\nFROM lessons\nWHERE completed = true\nORDER BY created_at DESC\nLIMIT 5;`,
  bash: (topic) => `# ${topic}: a first working command\nls -la\ngrep -rn "TODO" src/`,
  html: (topic) =>
    `<!-- ${topic}: a first working page -->\n<main>\n  <h1>Hello</h1>\n  <p>My first page.</p>\n</main>`,
};

/** A code example for the lesson in its language: a concept sample when the title names one. */
export function codeSampleFor(title: string, language: CodeLanguage): string {
  const sample = CODE.find((s) => has(title, s.match));
  return sample ? sample.code[language] : DEFAULT_CODE[language](title);
}

type Formula = { match: string[]; block: string; inline: string; meaning: string };

const FORMULAS: Formula[] = [
  {
    match: ["mean", "average", "descriptive", "summar"],
    block: "\\bar{x} = \\frac{1}{n}\\sum_{i=1}^{n} x_i",
    inline: "\\bar{x} = \\tfrac{3 + 4 + 8}{3} = 5",
    meaning: "the mean adds every value and divides by how many there are",
  },
  {
    match: ["varian", "deviation", "spread", "distribution"],
    block: "s = \\sqrt{\\frac{1}{n-1}\\sum_{i=1}^{n}(x_i - \\bar{x})^2}",
    inline: "s = \\sqrt{\\tfrac{(3-5)^2 + (4-5)^2 + (8-5)^2}{2}} \\approx 2.65",
    meaning: "the standard deviation measures how far values typically sit from the mean",
  },
  {
    match: ["probab", "chance", "odds", "risk"],
    block: "P(A \\mid B) = \\frac{P(A \\cap B)}{P(B)}",
    inline: "P(A \\mid B) = \\tfrac{0.12}{0.30} = 0.4",
    meaning: "a conditional probability rescales the chance of A to the cases where B happened",
  },
  {
    match: ["derivative", "rate of change", "calculus", "limit"],
    block: "f'(x) = \\lim_{h \\to 0} \\frac{f(x+h) - f(x)}{h}",
    inline: "f(x) = x^2 \\Rightarrow f'(3) = 6",
    meaning: "the derivative is the slope of the curve at a single point",
  },
  {
    match: ["interest", "saving", "invest", "compound", "budget", "financ"],
    block: "A = P\\left(1 + \\frac{r}{n}\\right)^{nt}",
    inline: "A = 1000\\,(1 + 0.05)^{3} \\approx 1157.63",
    meaning: "compound growth multiplies the principal by the same factor every period",
  },
  {
    match: ["regression", "linear", "trend", "predict", "model"],
    block: "\\hat{y} = \\beta_0 + \\beta_1 x",
    inline: "\\hat{y} = 2 + 0.5 \\times 10 = 7",
    meaning: "the slope says how much the prediction changes for each extra unit of x",
  },
];
const DEFAULT_FORMULA: Formula = {
  match: [],
  block: "\\text{change} = \\frac{\\text{new} - \\text{old}}{\\text{old}} \\times 100\\%",
  inline: "\\tfrac{60 - 50}{50} \\times 100\\% = 20\\%",
  meaning: "percentage change compares the difference with where you started",
};

/** The formula a quantitative lesson explains. */
export function formulaFor(text: string): Formula {
  return FORMULAS.find((f) => has(text, f.match)) ?? DEFAULT_FORMULA;
}

/** An inline-data bar or line chart for a lesson that discusses data. */
export function chartFor(text: string, seedValues: number[]) {
  if (has(text, ["budget", "spend", "saving", "financ", "money"])) {
    const categories = ["Rent", "Food", "Transport", "Savings", "Leisure"];
    return {
      title: "A sample monthly budget (£)",
      spec: {
        mark: "bar",
        data: {
          values: categories.map((category, i) => ({ category, amount: 100 + (seedValues[i] ?? 1) * 40 })),
        },
        encoding: {
          x: { field: "category", type: "nominal", title: "Category" },
          y: { field: "amount", type: "quantitative", title: "Amount (£)" },
        },
      },
    };
  }
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"];
  let level = 40;
  return {
    title: "Sample values by month",
    spec: {
      mark: { type: "line", point: true },
      data: {
        values: months.map((month, i) => {
          level += (seedValues[i] ?? 3) - 2;
          return { month, order: i + 1, value: level };
        }),
      },
      encoding: {
        x: { field: "month", type: "ordinal", sort: months, title: "Month" },
        y: { field: "value", type: "quantitative", title: "Value" },
      },
    },
  };
}

const PHRASES: Record<string, [string, string][]> = {
  spanish: [
    ["¿Dónde está la estación?", "Where is the station?"],
    ["Quisiera un café, por favor.", "I would like a coffee, please."],
    ["¿Cuánto cuesta?", "How much is it?"],
    ["Me llamo Ana. ¿Y tú?", "My name is Ana. And you?"],
    ["Perdón, no entiendo.", "Sorry, I don't understand."],
    ["¿Puede hablar más despacio?", "Can you speak more slowly?"],
  ],
  french: [
    ["Où est la gare ?", "Where is the station?"],
    ["Je voudrais un café, s'il vous plaît.", "I would like a coffee, please."],
    ["Combien ça coûte ?", "How much is it?"],
    ["Je m'appelle Anne. Et vous ?", "My name is Anne. And you?"],
    ["Pardon, je ne comprends pas.", "Sorry, I don't understand."],
    ["Pouvez-vous parler plus lentement ?", "Can you speak more slowly?"],
  ],
  german: [
    ["Wo ist der Bahnhof?", "Where is the station?"],
    ["Ich hätte gern einen Kaffee, bitte.", "I would like a coffee, please."],
    ["Wie viel kostet das?", "How much is it?"],
    ["Ich heiße Anna. Und Sie?", "My name is Anna. And you?"],
    ["Entschuldigung, ich verstehe nicht.", "Sorry, I don't understand."],
    ["Können Sie langsamer sprechen?", "Can you speak more slowly?"],
  ],
  italian: [
    ["Dov'è la stazione?", "Where is the station?"],
    ["Vorrei un caffè, per favore.", "I would like a coffee, please."],
    ["Quanto costa?", "How much is it?"],
    ["Mi chiamo Anna. E tu?", "My name is Anna. And you?"],
    ["Scusi, non capisco.", "Sorry, I don't understand."],
    ["Può parlare più lentamente?", "Can you speak more slowly?"],
  ],
};

/** Useful phrases with translations for a language lesson (empty when the language is unknown). */
export function phrasesFor(text: string): [string, string][] {
  const language = Object.keys(PHRASES).find((name) => has(text, [name]));
  return language ? PHRASES[language]! : [];
}
