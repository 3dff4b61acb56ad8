//! speedups.svg: one group per benchmark, a bar for the speedup of the
//! residual over the original at gcc -O2 and one at -O3, a dashed line at 1.0.

use std::path::Path;

use plotters::prelude::*;

use super::suite::Outcome;

const WIDTH: u32 = 900;
const HEIGHT: u32 = 500;
const O2_COLOR: RGBColor = RGBColor(31, 119, 180);
const O3_COLOR: RGBColor = RGBColor(255, 127, 14);

pub fn write_chart(path: &Path, outcomes: &[Outcome]) -> Result<(), String> {
    // (name, speedup vs -O2, speedup vs -O3); a failed benchmark keeps its
    // place with no bars, so that the chart matches the table.
    let groups: Vec<(String, Option<f64>, Option<f64>)> = outcomes
        .iter()
        .map(|o| match &o.result {
            Ok(report) => (
                o.name.clone(),
                report.speedup.filter(|s| s.is_finite() && *s < 1e6),
                report
                    .residual_vs("original o3")
                    .filter(|s| s.is_finite() && *s < 1e6),
            ),
            Err(_) => (format!("{} (failed)", o.name), None, None),
        })
        .collect();
    draw(path, &groups).map_err(|e| format!("cannot draw {}: {e}", path.display()))
}

fn draw(
    path: &Path,
    groups: &[(String, Option<f64>, Option<f64>)],
) -> Result<(), Box<dyn std::error::Error>> {
    let root = SVGBackend::new(path, (WIDTH, HEIGHT)).into_drawing_area();
    root.fill(&WHITE)?;
    let highest = groups
        .iter()
        .flat_map(|(_, a, b)| [*a, *b])
        .flatten()
        .fold(1.0_f64, f64::max);
    let lowest = groups
        .iter()
        .flat_map(|(_, a, b)| [*a, *b])
        .flatten()
        .fold(1.0_f64, f64::min);
    // Speedups span from about 1 to 50: a logarithmic axis keeps the small
    // ones readable; bars stand on the axis's floor.
    let floor = (lowest * 0.8).min(0.8);
    let count = groups.len().max(1) as f64;
    let mut chart = ChartBuilder::on(&root)
        .caption(
            "Speedup of the residual program over the original",
            ("sans-serif", 28),
        )
        .margin(15)
        .x_label_area_size(50)
        .y_label_area_size(55)
        .build_cartesian_2d(0.0..count, (floor..highest * 1.6).log_scale())?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(0)
        .y_labels(8)
        .y_label_formatter(&|v| {
            if *v >= 1.0 {
                format!("{v:.0}")
            } else {
                format!("{v:.1}")
            }
        })
        .x_desc("benchmark")
        .y_desc("speedup (original / residual time, log scale)")
        .label_style(("sans-serif", 16))
        .axis_desc_style(("sans-serif", 18))
        .draw()?;
    let bar = |x0: f64, value: f64, color: RGBColor| {
        Rectangle::new([(x0, floor), (x0 + 0.35, value)], color.filled())
    };
    chart
        .draw_series(
            groups
                .iter()
                .enumerate()
                .filter_map(|(i, (_, o2, _))| o2.map(|v| bar(i as f64 + 0.15, v, O2_COLOR))),
        )?
        .label("vs gcc -O2")
        .legend(|(x, y)| Rectangle::new([(x, y - 5), (x + 12, y + 5)], O2_COLOR.filled()));
    chart
        .draw_series(
            groups
                .iter()
                .enumerate()
                .filter_map(|(i, (_, _, o3))| o3.map(|v| bar(i as f64 + 0.5, v, O3_COLOR))),
        )?
        .label("vs gcc -O3")
        .legend(|(x, y)| Rectangle::new([(x, y - 5), (x + 12, y + 5)], O3_COLOR.filled()));
    chart
        .draw_series(std::iter::once(PathElement::new(
            vec![(0.0, 1.0), (count, 1.0)],
            BLACK.stroke_width(1),
        )))?
        .label("1.0: as fast as the original")
        .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 12, y)], BLACK.stroke_width(1)));
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .label_font(("sans-serif", 17))
        .background_style(WHITE.mix(0.9))
        .border_style(BLACK)
        .draw()?;
    // The benchmark names under their groups (an f64 axis puts its ticks
    // where it likes).
    let name_style = TextStyle::from(("sans-serif", 18).into_font()).pos(
        plotters::style::text_anchor::Pos::new(
            plotters::style::text_anchor::HPos::Center,
            plotters::style::text_anchor::VPos::Top,
        ),
    );
    for (i, (name, _, _)) in groups.iter().enumerate() {
        let (x, y) = chart.backend_coord(&(i as f64 + 0.5, floor));
        root.draw(&Text::new(name.clone(), (x, y + 6), name_style.clone()))?;
    }
    // Each bar's value above it.
    let value_style = TextStyle::from(("sans-serif", 13).into_font()).pos(
        plotters::style::text_anchor::Pos::new(
            plotters::style::text_anchor::HPos::Center,
            plotters::style::text_anchor::VPos::Bottom,
        ),
    );
    for (i, (_, o2, o3)) in groups.iter().enumerate() {
        for (offset, value) in [(0.15, o2), (0.5, o3)] {
            if let Some(v) = value {
                let (x, y) = chart.backend_coord(&(i as f64 + offset + 0.175, *v));
                root.draw(&Text::new(
                    format!("{v:.1}"),
                    (x, y - 3),
                    value_style.clone(),
                ))?;
            }
        }
    }
    root.present()?;
    Ok(())
}
